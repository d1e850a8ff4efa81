#pragma once
// The report's table as CSV and JSON, from the same rounded GpuTable the PDF and HTML print.
// Column/field names are a stable machine interface: add, never rename or remove.
#include "core/report/report_model.h"

#include <QByteArray>
#include <QStringList>

namespace wattgpu::report {

// RFC 4180, UTF-8, one row per GPU in report order; numbers in C-locale digits.
QByteArray renderCsv(const ReportModel& model);
// {"format": "wattgpu-report", "format_version": 1, inputs..., "rows": [...], "fleet": {...},
//  "warnings": [...], "evaluation": [...]}; numbers rounded like every other format. "fleet" holds
// the fleet answers of server mode (report_fleet.h: capacity, power_budget, inventory, each null
// when the plan has none).
QByteArray renderJson(const ReportModel& model);
// CSV header, in order.
QStringList csvColumns();

} // namespace wattgpu::report
