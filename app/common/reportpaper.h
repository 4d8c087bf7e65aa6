#pragma once

#include <QPageSize>

namespace hvnet {

// The report's paper, one setting for the designer (Print, Export...) and
// `hvnet export` without --page-size: "report/pageSize" (a4 or letter) of
// the hvnet settings; A4 when unset. In app/: the libraries take the paper
// as an option and never read settings.
class ReportPaper
{
public:
    static QPageSize::PageSizeId load();
    static void save(QPageSize::PageSizeId size);
};

} // namespace hvnet
