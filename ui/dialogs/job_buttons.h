#pragma once
// The controls of a dialog that runs one job at a time (the Hub dialogs): start, cancel and close
// in a right-aligned row, cancel enabled only while the job runs, and the job's progress bar.
#include <QBoxLayout>
#include <QDialog>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>

namespace wattgpu::ui {

struct JobButtons {
    QPushButton* go = nullptr;
    QPushButton* cancel = nullptr;
    QPushButton* close = nullptr;

    // Adds the row to `layout`: close rejects `dialog`; cancel, and rejecting the dialog, call
    // `cancelJob`. Connecting go is the caller's.
    template <typename Dialog>
    static JobButtons addTo(QBoxLayout* layout, Dialog* dialog, void (Dialog::*cancelJob)())
    {
        JobButtons b;
        auto* row = new QHBoxLayout;
        row->addStretch(1);
        b.go = new QPushButton(dialog);
        b.cancel = new QPushButton(dialog);
        b.cancel->setEnabled(false);
        b.close = new QPushButton(dialog);
        row->addWidget(b.go);
        row->addWidget(b.cancel);
        row->addWidget(b.close);
        layout->addLayout(row);
        QObject::connect(b.cancel, &QPushButton::clicked, dialog, cancelJob);
        QObject::connect(b.close, &QPushButton::clicked, dialog, &QDialog::reject);
        QObject::connect(dialog, &QDialog::rejected, dialog, cancelJob);
        return b;
    }

    // While the job runs: `progress` shown, go disabled, cancel enabled; and back when it ends.
    void setRunning(bool running, QProgressBar* progress) const
    {
        progress->setVisible(running);
        go->setEnabled(!running);
        cancel->setEnabled(running);
    }
};

// A job's progress: `done` of `total` steps (at least one).
inline void showJobProgress(QProgressBar* progress, int done, int total)
{
    progress->setRange(0, std::max(1, total));
    progress->setValue(done);
}

// Shows the progress(done, total) of `job` (a Hub model fetch or catalog refresh) on `progress`
// and calls `onFinished` of `dialog` on its finished().
template <typename Job, typename Dialog>
void followJob(Job* job, QProgressBar* progress, Dialog* dialog, void (Dialog::*onFinished)())
{
    QObject::connect(job, &Job::progress, dialog,
                     [progress](int done, int total) { showJobProgress(progress, done, total); });
    QObject::connect(job, &Job::finished, dialog, onFinished);
}

// The dialog's job when it finishes, once: `current` is cleared. nullptr when there is none.
template <typename Job>
Job* takeJob(QPointer<Job>& current)
{
    Job* job = current;
    current = nullptr;
    return job;
}

} // namespace wattgpu::ui
