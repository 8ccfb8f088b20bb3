// gettextpo_handles: owning pointers for libgettextpo's objects (a PO file, a message iterator),
// released by the library's own free functions on every path out of a scope.
#pragma once

#include <gettext-po.h>

#include <memory>
#include <type_traits>

#include "support/c_release.hpp"

namespace dw {

using PoFilePtr = std::unique_ptr<std::remove_pointer_t<po_file_t>, CRelease<po_file_free>>;
using PoIteratorPtr = std::unique_ptr<std::remove_pointer_t<po_message_iterator_t>, CRelease<po_message_iterator_free>>;

}  // namespace dw
