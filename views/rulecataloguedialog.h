#pragma once

#include <QDialog>

class QLineEdit;
class QTextBrowser;
class QTreeWidget;

namespace hvnet {

// Help > Rule Catalogue: every rule with its id, severity and title; the
// selected rule's rationale and source below. A filter narrows the list.
class RuleCatalogueDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RuleCatalogueDialog(QWidget *parent = nullptr);
    void showRule(const QString &id);
    QTreeWidget *list() const { return m_list; }

private:
    void showCurrent();

    QLineEdit *m_filter;
    QTreeWidget *m_list;
    QTextBrowser *m_details;
};

} // namespace hvnet
