#pragma once
// CSV as the suites read what the CLI and the reports write: RFC 4180 records and the cells of
// one line. Header only, Qt Core.
#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace wattgpu::testing {

// RFC 4180 records (quoted cells may hold commas, quotes and line breaks; CRLF ends a record as LF
// does).
inline QList<QStringList> csvRecords(const QByteArray& bytes)
{
    const QString text = QString::fromUtf8(bytes);
    QList<QStringList> records;
    QStringList record;
    QString cell;
    bool quoted = false;
    bool any = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        any = true;
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                cell += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            record << cell;
            cell.clear();
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n')) {
            continue; // CRLF (the report's CSV) ends the record at the LF
        } else if (c == QLatin1Char('\n')) {
            record << cell;
            records << record;
            record.clear();
            cell.clear();
            any = false;
        } else {
            cell += c;
        }
    }
    if (any) {
        record << cell;
        records << record;
    }
    return records;
}

// The cells of one CSV line, without its line break (an empty line is one empty cell).
inline QStringList csvCells(const QString& line)
{
    const QList<QStringList> records = csvRecords(line.toUtf8());
    return records.isEmpty() ? QStringList{QString()} : records.front();
}

} // namespace wattgpu::testing
