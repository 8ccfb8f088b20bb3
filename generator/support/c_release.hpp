// c_release: the deleter every owning pointer to a C library's object uses: it calls that
// library's own release function, so `std::unique_ptr<T, CRelease<free_function>>` releases the
// object on every path out of a scope, exceptions included. The aliases live beside the libraries
// that need them (render/c_handles.hpp for Cairo, Pango, GLib and librsvg;
// i18n/gettextpo_handles.hpp for libgettextpo).
#pragma once

namespace dw {

// Calls `Release` on the pointer it is handed (std::unique_ptr never hands it a null one).
template <auto Release>
struct CRelease {
  template <typename T>
  void operator()(T* object) const {
    Release(object);
  }
};

}  // namespace dw
