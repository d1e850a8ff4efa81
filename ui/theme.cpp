#include "ui/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace wattgpu::ui {

Theme themeFromName(const QString& name) { return name == QLatin1String("dark") ? Theme::Dark : Theme::Light; }

QString themeName(Theme theme) { return theme == Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light"); }

void applyApplicationTheme(Theme theme)
{
    // Fusion renders both palettes faithfully on every platform.
    if (QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion")))
        QApplication::setStyle(fusion);
    QPalette p;
    if (theme == Theme::Dark) {
        const QColor window(0x26, 0x29, 0x2E), base(0x1E, 0x21, 0x26), text(0xE8, 0xEA, 0xED);
        const QColor disabled(0x80, 0x86, 0x8E), highlight(0x3D, 0x8E, 0xD8);
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, base);
        p.setColor(QPalette::AlternateBase, QColor(0x2A, 0x2E, 0x34));
        p.setColor(QPalette::ToolTipBase, QColor(0x33, 0x37, 0x3E));
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::PlaceholderText, disabled);
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, window);
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::BrightText, QColor(0xFF, 0x6B, 0x5B));
        p.setColor(QPalette::Link, highlight.lighter(130));
        p.setColor(QPalette::Highlight, highlight);
        p.setColor(QPalette::HighlightedText, QColor(0xFF, 0xFF, 0xFF));
        p.setColor(QPalette::Mid, QColor(0x3A, 0x3E, 0x45));
        p.setColor(QPalette::Dark, QColor(0x18, 0x1A, 0x1E));
        p.setColor(QPalette::Light, QColor(0x40, 0x44, 0x4B));
        for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            p.setColor(QPalette::Disabled, role, disabled);
    } else {
        p = QApplication::style()->standardPalette();
        p.setColor(QPalette::PlaceholderText, QColor(0x6B, 0x72, 0x7B));
    }
    QApplication::setPalette(p);
}

ChartTheme chartTheme(Theme theme) { return ChartTheme::forName(theme == Theme::Dark); }

} // namespace wattgpu::ui
