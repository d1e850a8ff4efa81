// The window against hostile plans (issue 16, classes 7, 8 and 9): a plan that is a FIFO, or
// whose model.configPath is one, is refused at once instead of freezing the UI thread; a plan
// with a 1,000,000-character stack.engine is refused by field instead of costing every
// prediction; saving over a FIFO or through a symlink follows the one output policy.
#include "core/plan/engine.h"
#include "tests/support/gui_support.h"
#include "tests/support/test_registry.h"
#include "ui/models/plan.h"
#include "ui/models/plan_document.h"
#include "ui/widgets/main_window.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace wattgpu;
using namespace wattgpu::ui;

class TestHostileWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("WattGPU-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_hostile_window"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_tmp.filePath(QStringLiteral("settings")));
        m_engine = testing::loadEngine();
    }

    void planThatIsAFifoIsRefusedAtOnce()
    {
        FakePrompter prompter;
        auto w = makeWindow(&prompter);
        const QString fifo = m_tmp.filePath(QStringLiteral("plan.wattgpu"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer t;
        t.start();
        QVERIFY(!w->openPlan(fifo));
        QVERIFY(t.elapsed() < 3000);
        QCOMPARE(prompter.errors.size(), 1);
        QVERIFY2(prompter.errors[0].contains(QStringLiteral("FIFO")), qPrintable(prompter.errors[0]));
    }

    void configPathThatIsAFifoDoesNotFreezeTheWindow()
    {
        FakePrompter prompter;
        auto w = makeWindow(&prompter);
        const PlanState before = w->document()->state();
        const QString fifo = m_tmp.filePath(QStringLiteral("config.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        PlanState plan = before;
        plan.modelId = QStringLiteral("org/fifo-model");
        plan.modelConfigPath = fifo;
        const QString path = m_tmp.filePath(QStringLiteral("fifo-config.wattgpu"));
        PlanError err;
        QVERIFY(PlanIo::write(path, plan, &err));
        QElapsedTimer t;
        t.start();
        QVERIFY(!w->openPlan(path));
        QVERIFY2(t.elapsed() < 3000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(prompter.errors.size(), 1);
        QVERIFY2(prompter.errors[0].contains(QStringLiteral("FIFO")), qPrintable(prompter.errors[0]));
        QVERIFY(w->document()->state() == before);
        // The window still answers.
        QVERIFY(w->waitForResults());
    }

    void hugeStringFieldsAreRefusedByField_data()
    {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("field");
        QTest::newRow("engine") << "workload.stack.engine"
                                << "workload.stack.engine";
        QTest::newRow("version") << "workload.stack.version"
                                 << "workload.stack.version";
        QTest::newRow("model id") << "model.id"
                                  << "model.id";
        QTest::newRow("config path") << "model.configPath"
                                     << "model.configPath";
    }
    void hugeStringFieldsAreRefusedByField()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, field);
        QJsonObject root = QJsonDocument::fromJson(PlanIo::serialize(PlanState{})).object();
        const QStringList parts = pointer.split(QLatin1Char('.'));
        // A 1 MB plan (the file cap) that is almost all one string.
        const QString huge(1'000'000 - 4096, QLatin1Char('v'));
        if (parts.size() == 2) {
            QJsonObject o = root.value(parts[0]).toObject();
            o.insert(parts[1], huge);
            root.insert(parts[0], o);
        } else {
            QJsonObject w = root.value(parts[0]).toObject();
            QJsonObject s = w.value(parts[1]).toObject();
            s.insert(parts[2], huge);
            w.insert(parts[1], s);
            root.insert(parts[0], w);
        }
        const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Compact);
        QVERIFY(bytes.size() < 1024 * 1024);
        PlanError err;
        QElapsedTimer t;
        t.start();
        QVERIFY(!PlanIo::parse(bytes, &err));
        QCOMPARE(err.field, field);
        QVERIFY(t.elapsed() < 2000);
        QVERIFY(PlanIo::readMessage(err, QStringLiteral("x.wattgpu")).size() < 600);

        // Through the window: refused, the current plan kept.
        FakePrompter prompter;
        auto w = makeWindow(&prompter);
        const PlanState before = w->document()->state();
        const QString path = m_tmp.filePath(
            QStringLiteral("huge-%1.wattgpu").arg(QString::fromUtf8(QTest::currentDataTag())));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
        f.close();
        QVERIFY(!w->openPlan(path));
        QCOMPARE(prompter.errors.size(), 1);
        QVERIFY(w->document()->state() == before);
    }

    void controlCharactersInPlanStringsAreRefused()
    {
        PlanState p;
        p.workload.stack.engine = "vllm\x1b]0;owned\x07";
        PlanError err;
        QVERIFY(!PlanIo::parse(PlanIo::serialize(p), &err));
        QCOMPARE(err.field, QStringLiteral("workload.stack.engine"));
    }

    void savingFollowsTheOutputPolicy()
    {
        FakePrompter prompter;
        auto w = makeWindow(&prompter);
        const QString fifo = m_tmp.filePath(QStringLiteral("save-fifo.wattgpu"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer t;
        t.start();
        QVERIFY(!w->savePlan(fifo));
        QVERIFY(t.elapsed() < 3000);
        QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
        QVERIFY(!prompter.errors.isEmpty());
        QVERIFY2(prompter.errors.last().contains(QStringLiteral("FIFO")), qPrintable(prompter.errors.last()));

        const QString real = m_tmp.filePath(QStringLiteral("real.wattgpu"));
        QFile f(real);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write("{}") == 2);
        f.close();
        QVERIFY(QFile::setPermissions(real, QFile::ReadOwner | QFile::WriteOwner));
        const QString link = m_tmp.filePath(QStringLiteral("link.wattgpu"));
        QVERIFY(QFile::link(real, link));
        QVERIFY(w->savePlan(link));
        QVERIFY(QFileInfo(link).isSymLink());
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(real).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0600));
        PlanError err;
        QVERIFY(PlanIo::read(real, &err));
    }

private:
    std::unique_ptr<MainWindow> makeWindow(FakePrompter* prompter)
    {
        return testing::showWindow(m_engine, prompter, QSize(1200, 800));
    }

    std::shared_ptr<const Engine> m_engine;
    QTemporaryDir m_tmp;
};

WATTGPU_TEST_MAIN(TestHostileWindow)
#include "test_hostile_window.moc"
