#include "ui/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <QWidget>

namespace wattgpu::ui {

namespace {
Theme g_active = Theme::Light;
} // namespace

Theme themeFromName(const QString& name) { return name == QLatin1String("dark") ? Theme::Dark : Theme::Light; }

QString themeName(Theme theme) { return theme == Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light"); }

void applyApplicationTheme(Theme theme)
{
    // First the theme, then the palette: widgets read activeColors() when the palette change
    // reaches them.
    g_active = theme;
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

Theme activeTheme() { return g_active; }

ThemeColors themeColors(Theme theme)
{
    // Each pair is (light, dark); every text colour keeps at least 4.5:1 (WCAG AA) against every
    // background of its theme (tests/ui/test_window_presentation checks the banner and the card).
    const bool dark = theme == Theme::Dark;
    const auto pick = [dark](QColor light, QColor darkColour) { return dark ? darkColour : light; };
    ThemeColors c;
    c.text = pick(QColor(0x1A, 0x1C, 0x20), QColor(0xE8, 0xEA, 0xED));
    c.good = pick(QColor(0xE6, 0xF4, 0xEA), QColor(0x1F, 0x3D, 0x2B));
    c.warn = pick(QColor(0xFF, 0xF4, 0xD6), QColor(0x4A, 0x3B, 0x16));
    c.error = pick(QColor(0xFD, 0xE7, 0xE7), QColor(0x4A, 0x1F, 0x1F));
    c.warningText = pick(QColor(0x8A, 0x4B, 0x00), QColor(0xF5, 0xC0, 0x60));
    c.errorText = pick(QColor(0xB0, 0x1E, 0x1E), QColor(0xFF, 0x9A, 0x8F));
    c.meetsText = pick(QColor(0x17, 0x75, 0x33), QColor(0x4C, 0xD6, 0x86));
    c.missesText = pick(QColor(0xB3, 0x2D, 0x20), QColor(0xFF, 0x7B, 0x6C));
    return c;
}

QColor ThemeColors::panel(PanelTone tone) const
{
    switch (tone) {
    case PanelTone::Good: return good;
    case PanelTone::Warn: return warn;
    case PanelTone::Error: return error;
    }
    return good;
}

void paintPanel(QWidget* widget, PanelTone tone)
{
    // Built from the application's palette, not the widget's own: that one may still carry the
    // previous theme's background (the banner kept its light green under the dark theme's text).
    const ThemeColors c = activeColors();
    QPalette pal = QApplication::palette();
    pal.setColor(QPalette::Window, c.panel(tone));
    for (auto group : {QPalette::Active, QPalette::Inactive})
        pal.setColor(group, QPalette::WindowText, c.text);
    widget->setPalette(pal);
    widget->setAutoFillBackground(true);
}

ChartTheme chartTheme(Theme theme) { return ChartTheme::forName(theme == Theme::Dark); }

} // namespace wattgpu::ui
