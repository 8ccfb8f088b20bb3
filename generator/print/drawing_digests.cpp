// drawing_digests: draw on a cairo-script surface, rename surface numbers, hash.
#include "print/drawing_digests.hpp"

#include <cairo-script.h>

#include <cctype>
#include <map>
#include <stdexcept>

#include "support/sha256.hpp"

namespace dw {

void DrawingDigests::DeviceRelease::operator()(cairo_device_t* d) const {
  cairo_device_finish(d);
  cairo_device_destroy(d);
}

cairo_status_t DrawingDigests::append(void* buffer, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(buffer)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

DrawingDigests::DrawingDigests() : device_(cairo_script_create_for_stream(append, &script_)) {}

DrawingDigests::~DrawingDigests() = default;

std::string DrawingDigests::digest_of(SizePt size, const std::function<void(cairo_t*)>& draw) {
  script_.clear();
  cairo_status_t status;
  {
    const CairoSurfacePtr surface(
        cairo_script_surface_create(device_.get(), CAIRO_CONTENT_COLOR_ALPHA, size.width, size.height));
    const CairoPtr cr(cairo_create(surface.get()));
    draw(cr.get());
    status = cairo_status(cr.get());
    cairo_surface_finish(surface.get());
    if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface.get());
  }
  cairo_device_flush(device_.get());
  if (status == CAIRO_STATUS_SUCCESS) status = cairo_device_status(device_.get());
  if (status != CAIRO_STATUS_SUCCESS) {  // a drawing cairo-script cannot write: equal to none
    device_.reset(cairo_script_create_for_stream(append, &script_));  // the failed device stays in error
    return {};
  }
  const std::string canonical = script_with_surfaces_renamed(script_);
  return sha256_hex(canonical);
}

namespace {

bool is_delimiter(char c) {
  return std::isspace(static_cast<unsigned char>(c)) || c == '(' || c == ')' || c == '<' || c == '>' || c == '[' ||
         c == ']' || c == '{' || c == '}' || c == '/' || c == '%';
}

// `s` followed by digits only.
bool is_surface_number(const std::string& s, std::size_t from, std::size_t to) {
  if (to - from < 2 || s[from] != 's') return false;
  for (std::size_t i = from + 1; i < to; ++i)
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

// The end of the string literal opening at `i` (balanced parentheses, backslash escapes).
std::size_t string_end(const std::string& s, std::size_t i) {
  int depth = 0;
  for (; i < s.size(); ++i) {
    if (s[i] == '\\') {
      ++i;
    } else if (s[i] == '(') {
      ++depth;
    } else if (s[i] == ')' && --depth == 0) {
      return i + 1;
    }
  }
  return s.size();
}

std::size_t past(const std::string& s, std::size_t from, const char* closing) {
  const std::size_t end = s.find(closing, from);
  return end == std::string::npos ? s.size() : end + std::char_traits<char>::length(closing);
}

}  // namespace

std::string script_with_surfaces_renamed(const std::string& script) {
  std::string out;
  out.reserve(script.size());
  std::map<std::string, std::string> renamed;
  std::size_t i = 0;
  while (i < script.size()) {
    const char c = script[i];
    std::size_t end;
    if (c == '(') {
      end = string_end(script, i);
    } else if (c == '<' && i + 1 < script.size() && (script[i + 1] == '~' || script[i + 1] == '|')) {
      end = past(script, i + 2, "~>");
    } else if (c == '<' && i + 1 < script.size() && script[i + 1] == '<') {
      end = i + 2;
    } else if (c == '<') {
      end = past(script, i + 1, ">");
    } else if (is_delimiter(c) && c != '/') {
      end = i + 1;
    } else {
      const std::size_t name = c == '/' ? i + 1 : i;
      end = name;
      while (end < script.size() && !is_delimiter(script[end])) ++end;
      if (is_surface_number(script, name, end)) {
        const std::string number = script.substr(name, end - name);
        auto [it, added] = renamed.emplace(number, "s#" + std::to_string(renamed.size()));
        out.append(script, i, name - i);
        out += it->second;
        i = end;
        continue;
      }
      if (end == i) end = i + 1;  // a lone '/'
    }
    out.append(script, i, end - i);
    i = end;
  }
  return out;
}

}  // namespace dw
