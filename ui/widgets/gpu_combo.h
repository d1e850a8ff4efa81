#pragma once
// Combos that list GPUs (the owned-GPUs editor's rows, presentation mode's compare pickers):
// sorted by name, numbers in names in numeric order ("RTX 4090" before "RTX 6000"), and
// searchable: typing any part of a name, in any case, filters the list to the names holding it.
class QComboBox;

namespace wattgpu::ui {

// Sorts the items from `fixedItems` on (the first ones, e.g. "(none)", stay first) by their text,
// keeping the current item, and makes the combo a filter: its text field narrows the list as one
// types and an unfinished text gives way to the current item when the field loses the focus.
void makeGpuComboSearchable(QComboBox* combo, int fixedItems = 0);
// Re-sorts after the items changed (the completer follows the combo's own model).
void sortGpuCombo(QComboBox* combo, int fixedItems = 0);

} // namespace wattgpu::ui
