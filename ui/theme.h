#pragma once
// Light and dark themes for the whole application (Fusion style + palette) and the charts.
//
// A theme is one set of colours: the application palette and every colour a widget paints of its
// own (the banner's and the recommended card's backgrounds, warning and error text, the table's
// verdict colours) come from themeColors(activeTheme()), never from a widget's current palette,
// which may still hold the previous theme's colours. Widgets with colours of their own repaint them
// on QEvent::ApplicationPaletteChange, which applyApplicationTheme sends to every widget.
#include "ui/charts/chart_theme.h"

#include <QColor>
#include <QString>

class QWidget;

namespace wattgpu::ui {

enum class Theme { Light, Dark };

// What a panel of its own colour says: an answer, a warning (nothing qualifies, at risk), an error.
enum class PanelTone { Good, Warn, Error };

struct ThemeColors {
    QColor text;        // the window's text
    QColor good;        // background of an answer: the banner, the recommended card
    QColor warn;        // background of a warning: nothing qualifies, the winner at risk
    QColor error;       // background of an error: no prediction
    QColor warningText; // "⚠ …" spans on any of the backgrounds above and the window's
    QColor errorText;   // a refused entry
    QColor meetsText;   // the table's "meets the SLA"
    QColor missesText;  // the table's "misses the SLA"
    QColor panel(PanelTone tone) const;
};

Theme themeFromName(const QString& name); // "dark" → Dark, anything else → Light
QString themeName(Theme theme);
// Sets the application's style and palette; every widget then gets ApplicationPaletteChange.
void applyApplicationTheme(Theme theme);
Theme activeTheme(); // the theme applyApplicationTheme set last (Light before the first call)
ThemeColors themeColors(Theme theme);
inline ThemeColors activeColors() { return themeColors(activeTheme()); }
// Paints `widget`'s background in `tone` of the active theme with the theme's text on it.
void paintPanel(QWidget* widget, PanelTone tone);
ChartTheme chartTheme(Theme theme);

} // namespace wattgpu::ui
