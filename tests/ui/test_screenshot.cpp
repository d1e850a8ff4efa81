// Runs the built `wattgpu --screenshot` for every chart and checks the PNG is a real picture.
#include "tests/support/test_registry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestScreenshot : public QObject {
    Q_OBJECT
private slots:
    void rendersEachChart_data();
    void rendersEachChart();
    void rejectsBadArguments_data();
    void rejectsBadArguments();
    void rendersAPlanAtExactlyTheSize_data();
    void rendersAPlanAtExactlyTheSize();
    void refusesASizeBelowTheMinimum();

private:
    QString binary() const { return QDir(QStringLiteral(WATTGPU_BIN_DIR)).filePath(QStringLiteral("wattgpu")); }
    QTemporaryDir m_tmp;
};

void TestScreenshot::rendersEachChart_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("default") << QStringList{};
    QTest::newRow("power-itl") << QStringList{QStringLiteral("--chart"), QStringLiteral("power-itl")};
    QTest::newRow("objective") << QStringList{QStringLiteral("--chart"), QStringLiteral("objective")};
    QTest::newRow("load-sweep") << QStringList{QStringLiteral("--chart"), QStringLiteral("load-sweep")};
    QTest::newRow("sla-sweep") << QStringList{QStringLiteral("--chart"), QStringLiteral("sla-sweep")};
    QTest::newRow("other model, tight SLA")
        << QStringList{QStringLiteral("--model"), QStringLiteral("Qwen/Qwen2.5-14B-Instruct"),
                       QStringLiteral("--sla-itl-ms"), QStringLiteral("20")};
    QTest::newRow("dark presentation") << QStringList{QStringLiteral("--theme"), QStringLiteral("dark"),
                                                      QStringLiteral("--presentation")};
}

void TestScreenshot::rendersEachChart()
{
    QFETCH(QStringList, args);
    QVERIFY(QFileInfo::exists(binary()));
    const QString out = m_tmp.filePath(
        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'))
        + QStringLiteral(".png"));
    QProcess p;
    p.start(binary(),
            QStringList{QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("1280x800")}
                + args);
    QVERIFY(p.waitForFinished(120000));
    QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, p.readAllStandardError().constData());
    QImage img(out);
    QVERIFY(!img.isNull());
    QCOMPARE(img.size(), QSize(1280, 800));
    QSet<QRgb> colours;
    for (int y = 0; y < img.height(); y += 2)
        for (int x = 0; x < img.width(); x += 2)
            colours.insert(img.pixel(x, y));
    QVERIFY2(colours.size() > 300, qPrintable(QStringLiteral("only %1 distinct colours").arg(colours.size())));
}

void TestScreenshot::rejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("unknown model") << QStringList{QStringLiteral("--model"), QStringLiteral("nobody/none")};
    QTest::newRow("unknown chart") << QStringList{QStringLiteral("--chart"), QStringLiteral("pie")};
    QTest::newRow("bad size") << QStringList{QStringLiteral("--size"), QStringLiteral("huge")};
    QTest::newRow("bad sla") << QStringList{QStringLiteral("--sla-itl-ms"), QStringLiteral("fast")};
}

void TestScreenshot::rejectsBadArguments()
{
    QFETCH(QStringList, args);
    const QString out = m_tmp.filePath(QStringLiteral("bad.png"));
    QProcess p;
    p.start(binary(), QStringList{QStringLiteral("--screenshot"), out} + args);
    QVERIFY(p.waitForFinished(120000));
    QVERIFY(p.exitCode() != 0);
    QVERIFY(!p.readAllStandardError().isEmpty());
    QVERIFY(!QFileInfo::exists(out));
}

void TestScreenshot::rendersAPlanAtExactlyTheSize_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("language");
    for (const char* size : {"1024x700", "1280x720", "1440x900"})
        for (const char* lang : {"en", "de", "pt_BR", "es"})
            QTest::addRow("%s %s", size, lang) << QString::fromLatin1(size) << QString::fromLatin1(lang);
}

void TestScreenshot::rendersAPlanAtExactlyTheSize()
{
    // The plan on the command line is what is rendered, at the size asked, in every language.
    QFETCH(QString, size);
    QFETCH(QString, language);
    const QString plan = m_tmp.filePath(QStringLiteral("small.wattgpu"));
    {
        QFile f(plan);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "wattgpu-plan", "version": 1, "model": {"id": "Qwen/Qwen2.5-0.5B-Instruct"},
            "workload": {"batch": 4, "promptLen": 256, "outputLen": 128, "precision": "bf16", "numGpus": 4,
                         "itlMetric": "mean_tpot"},
            "slaItlMs": 30, "objective": "energy", "chartTab": "load-sweep"})");
    }
    const QString out = m_tmp.filePath(QStringLiteral("plan_%1_%2.png").arg(size, language));
    QProcess p;
    p.start(binary(),
            QStringList{plan, QStringLiteral("--screenshot"), out, QStringLiteral("--size"), size,
                        QStringLiteral("--language"), language});
    QVERIFY(p.waitForFinished(120000));
    QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, p.readAllStandardError().constData());
    const QStringList wh = size.split(QLatin1Char('x'));
    QCOMPARE(QImage(out).size(), QSize(wh[0].toInt(), wh[1].toInt()));
}

void TestScreenshot::refusesASizeBelowTheMinimum()
{
    const QString out = m_tmp.filePath(QStringLiteral("tiny.png"));
    QProcess p;
    p.start(binary(),
            QStringList{QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("400x300")});
    QVERIFY(p.waitForFinished(120000));
    QVERIFY(p.exitCode() != 0);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("minimum size")), qPrintable(err));
    QVERIFY(!QFileInfo::exists(out));
}

WATTGPU_TEST_MAIN(TestScreenshot)
#include "test_screenshot.moc"
