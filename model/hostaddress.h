#pragma once

#include <QString>

namespace hvnet {

// Where a management endpoint points: an IPv4 address (strict dotted quad), an
// IPv6 address (RFC 4291 text form, without a zone), or a DNS host name
// (RFC 1123: labels of letters, digits and hyphens, at most 63 characters
// each, 253 in all, not starting or ending with a hyphen; the last label is
// not all digits, so "999.1.1.1" is a bad address rather than a name).
// Returns why the text is none of these, or an empty string. Translated.
QString hostAddressProblem(const QString &text);

} // namespace hvnet
