#pragma once
// Typed settings: every key is declared once here with its type and default. Widgets read and
// write through these objects, never through raw QSettings string keys.
#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <utility>

namespace wattgpu::ui {

template <typename T>
class Setting {
public:
    Setting(const char* key, T defaultValue = T{}) : m_key(key), m_default(std::move(defaultValue)) {}

    QString key() const { return QString::fromLatin1(m_key); }
    const T& defaultValue() const { return m_default; }

    T value() const
    {
        const QVariant v = QSettings().value(key());
        if (!v.isValid() || !v.canConvert<T>())
            return m_default;
        return v.value<T>();
    }
    void setValue(const T& v) const { QSettings().setValue(key(), QVariant::fromValue(v)); }
    void reset() const { QSettings().remove(key()); }

private:
    const char* m_key;
    T m_default;
};

namespace settings {
inline const Setting<QByteArray> windowGeometry{"ui/mainWindow/geometry"};
inline const Setting<QByteArray> windowState{"ui/mainWindow/state"};
inline const Setting<QByteArray> tableHeaderState{"ui/gpuTable/headerState"};
// Columns of the GPU table a person hid (GpuTableModel::columnKey names); none by default.
inline const Setting<QStringList> gpuTableHiddenColumns{"ui/gpuTable/hiddenColumns"};
// The chart/table splitter once dragged (QSplitter::saveState); absent = placed by the window height.
inline const Setting<QByteArray> chartTableSplitter{"ui/mainWindow/chartTableSplitter"};
inline const Setting<QString> lastPlan{"ui/plans/last"};
inline const Setting<QStringList> recentFiles{"ui/plans/recent"};
inline const Setting<QString> lastDirectory{"ui/plans/lastDirectory"};
inline const Setting<QString> theme{"ui/theme", QStringLiteral("light")}; // "light" | "dark"
inline const Setting<QString> language{"ui/language"};                    // "" = system, "en", "pt_BR", "es", "de"
inline constexpr int kMaxRecentFiles = 8;
} // namespace settings

} // namespace wattgpu::ui
