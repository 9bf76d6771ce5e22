//===- PrintFormat.cpp - element text and print_tko's format --------------===//
//
// The format is read as print_tko's verifier reads it (scanPrintFormat): a conversion
// specification runs from `%` to the first of `diuoxXeEfFgGaAcsSpn%`. The spec leaves the
// rendering of tiles and of operands that do not match their specification open
// (tile-ir-ops.md §1.7, §3.9: "undefined output"); this file fixes one deterministic
// rendering, which for C's own formats is C's:
//  * flags (`-+ #0`), field width and precision are honoured as in C, up to 4096 each; a larger
//    one, or more than 256 MiB of text from one print, is an error. Length modifiers (`hh`,
//    `l`, `ll`, `L`, ...) are ignored: the element type fixes the operand's width. A `*` width
//    or precision and any other character are dropped, since they would read host varargs.
//  * d, i: the element as a signed integer of its width; u, o, x, X: as unsigned. i1 counts as
//    a C bool and prints 0 or 1 either way.
//  * e, f, g, a (and upper case): floats by their exact value (NaN prints `nan`, no sign);
//    integer elements by their signed value, pointers by their address.
//  * integer conversions of float elements print the encoding bits (tf32: its f32 container),
//    which is what C shows for a float reinterpreted as an integer of its size.
//  * c: the low 8 bits as a character. p: `0x` and lowercase hex digits of the element's bits,
//    padded to the width. s, S: the element as the driver prints it. n: prints nothing (it
//    would store the count through a host pointer).
//  * `%%` prints one percent sign.
//  * A conversion that ends at a later `%` (`%5%d`; `%, %` in `<%, %, %> done`) takes an
//    operand without naming a conversion: the operand prints as `%s` would, with the flags,
//    width and precision that follow its `%`; the characters after those, up to the next `%`,
//    print as they stand, and that `%` starts the next conversion. So `<%, %, %> done` with 1,
//    2 and 3 prints `<1, 2, 3one`: its last conversion is `%> d`, whose stray `> ` is dropped.
//
//===----------------------------------------------------------------------===//
#include "tilec/Runtime/PrintFormat.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace tilec::runtime {

uint64_t truncateBits(uint64_t bits, unsigned width) {
  return width >= 64 ? bits : bits & ((uint64_t(1) << width) - 1);
}

int64_t signExtend(uint64_t bits, unsigned width) {
  if (width >= 64)
    return static_cast<int64_t>(bits);
  uint64_t signBit = uint64_t(1) << (width - 1);
  return static_cast<int64_t>((truncateBits(bits, width) ^ signBit) - signBit);
}

/// The shortest `%g` rendering that encodes back to exactly `bits` in the element's format, so
/// that printed results can be compared with hand-computed values and read back without loss.
static std::string formatFloat(uint64_t bits, numeric::FloatFormat format) {
  if (numeric::isNaN(bits, format))
    return "nan";
  double value = numeric::decode(bits, format);
  if (std::isinf(value))
    return value < 0 ? "-inf" : "inf";
  char text[64];
  int digits = 1;
  for (; digits < 17; ++digits) {
    std::snprintf(text, sizeof(text), "%.*e", digits - 1, value);
    if (numeric::encode(std::strtod(text, nullptr), format) == bits)
      break;
  }
  // Plain decimals for everyday magnitudes (448, not 4.48e+02); exponents beyond them.
  int exponent = std::atoi(std::strchr(text, 'e') + 1);
  if (value != 0 && (exponent < -4 || exponent >= 16))
    std::snprintf(text, sizeof(text), "%.*g", digits, value);
  else
    std::snprintf(text, sizeof(text), "%.*f", std::max(0, digits - 1 - exponent), value);
  return text;
}

std::string formatElement(uint64_t bits, ElementKind kind) {
  if (kind.isFloat())
    return formatFloat(bits, kind.getFloatFormat());
  std::string text;
  llvm::raw_string_ostream stream(text);
  if (kind.isPointer())
    stream << llvm::format_hex(bits, 18);
  else if (kind.getIntegerWidth() == 1)
    stream << (bits ? "true" : "false");
  else
    stream << signExtend(bits, kind.getIntegerWidth());
  return text;
}

std::string formatIndex(llvm::ArrayRef<int64_t> index) {
  std::string text = "[";
  llvm::raw_string_ostream stream(text);
  llvm::interleaveComma(index, stream);
  stream << ']';
  return text;
}

uint64_t PrintOperand::getElement(int64_t linear) const {
  uint64_t bits = 0;
  std::memcpy(&bits, static_cast<const uint8_t *>(elements) + linear * elementBytes,
              elementBytes);
  return kind.isInteger() ? truncateBits(bits, kind.getIntegerWidth()) : bits;
}

namespace {

/// C pads every element to the width and renders the precision's digits, so a kernel could make
/// one print as large as it likes; larger widths and precisions are refused.
constexpr unsigned kMaxFieldSize = 4096;
/// The most text one print may produce (a 2^24-element tile printed with %d takes ~200 MB).
constexpr uint64_t kMaxPrintBytes = uint64_t(1) << 28;

/// The parts of one specification that the rendering honours.
struct ConversionSpec {
  std::string flags;
  std::string width;
  std::string precision; // With its leading '.', or empty.
  char conversion;
};

/// Reads the flags, width and precision at the front of `body` (the text after a `%`); returns
/// how many characters they take.
size_t parseFieldPrefix(llvm::StringRef body, ConversionSpec &spec) {
  size_t position = 0;
  while (position < body.size() && llvm::StringRef("-+ #0").contains(body[position]))
    spec.flags += body[position++];
  while (position < body.size() && llvm::isDigit(body[position]))
    spec.width += body[position++];
  if (position < body.size() && body[position] == '.') {
    spec.precision = ".";
    ++position;
    while (position < body.size() && llvm::isDigit(body[position]))
      spec.precision += body[position++];
  }
  return position;
}

/// snprintf of one value with a host format built by this file.
template <typename T>
std::string formatHost(const std::string &hostFormat, T value) {
  int length = std::snprintf(nullptr, 0, hostFormat.c_str(), value);
  if (length <= 0)
    return "";
  std::string text(static_cast<size_t>(length) + 1, '\0');
  std::snprintf(text.data(), text.size(), hostFormat.c_str(), value);
  text.pop_back();
  return text;
}

/// `text` placed in the field of the spec (width and `-` only), as C's %s would.
std::string formatString(const ConversionSpec &spec, const std::string &text, bool usePrecision) {
  std::string hostFormat = "%";
  if (llvm::StringRef(spec.flags).contains('-'))
    hostFormat += '-';
  hostFormat += spec.width;
  if (usePrecision)
    hostFormat += spec.precision;
  return formatHost(hostFormat + "s", text.c_str());
}

std::string formatConverted(const ConversionSpec &spec, uint64_t bits, ElementKind kind) {
  std::string hostPrefix = "%" + spec.flags + spec.width + spec.precision;
  unsigned width = kind.getIntegerWidth();
  uint64_t unsignedValue = truncateBits(bits, width);
  int64_t signedValue = width == 1 ? static_cast<int64_t>(unsignedValue)
                                   : signExtend(unsignedValue, width);
  switch (spec.conversion) {
  case 'd':
  case 'i':
    return formatHost(hostPrefix + "lld", static_cast<long long>(signedValue));
  case 'u':
  case 'o':
  case 'x':
  case 'X':
    return formatHost(hostPrefix + "ll" + spec.conversion,
                      static_cast<unsigned long long>(unsignedValue));
  case 'e':
  case 'E':
  case 'f':
  case 'F':
  case 'g':
  case 'G':
  case 'a':
  case 'A': {
    double value = kind.isFloat()     ? numeric::decode(bits, kind.getFloatFormat())
                   : kind.isPointer() ? static_cast<double>(unsignedValue)
                                      : static_cast<double>(signedValue);
    return formatHost(hostPrefix + spec.conversion, value);
  }
  case 'c':
    return formatHost("%" + spec.flags + spec.width + "c", static_cast<int>(bits & 0xff));
  case 'p': {
    std::string hex;
    llvm::raw_string_ostream(hex) << llvm::format_hex(unsignedValue, 0);
    return formatString(spec, hex, /*usePrecision=*/false);
  }
  case 's':
  case 'S':
    return formatString(spec, formatElement(bits, kind), /*usePrecision=*/true);
  case 'n':
    return "";
  }
  llvm_unreachable("not a conversion character");
}

llvm::Error makeTooLargeError() {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "the text exceeds " + llvm::Twine(kMaxPrintBytes >> 20) +
                                     " MiB, the most the interpreter prints at once");
}

/// All elements of `tile` row-major, nested in one bracket pair per dimension.
llvm::Error formatTile(llvm::raw_ostream &output, const ConversionSpec &spec,
                       const PrintOperand &tile) {
  int64_t rank = static_cast<int64_t>(tile.shape.size());
  if (rank == 0) {
    output << formatConverted(spec, tile.getElement(0), tile.kind);
    return llvm::Error::success();
  }
  // suffixSizes[d]: elements in one slice of dimensions d.. (a bracket opens every that many).
  llvm::SmallVector<int64_t> suffixSizes(rank + 1, 1);
  for (int64_t dim = rank - 1; dim >= 0; --dim)
    suffixSizes[dim] = suffixSizes[dim + 1] * tile.shape[dim];
  for (int64_t linear = 0; linear < suffixSizes[0]; ++linear) {
    int64_t opened = 0;
    for (int64_t dim = 0; dim < rank; ++dim)
      opened += linear % suffixSizes[dim] == 0;
    if (linear != 0)
      output << ", ";
    output << std::string(opened, '[');
    output << formatConverted(spec, tile.getElement(linear), tile.kind);
    int64_t closed = 0;
    for (int64_t dim = 0; dim < rank; ++dim)
      closed += (linear + 1) % suffixSizes[dim] == 0;
    output << std::string(closed, ']');
    if (output.tell() > kMaxPrintBytes)
      return makeTooLargeError();
  }
  return llvm::Error::success();
}

/// Refuses a width or precision larger than kMaxFieldSize (see there).
llvm::Error checkFieldSizes(const ConversionSpec &spec, llvm::StringRef text) {
  unsigned size;
  llvm::StringRef precisionDigits =
      llvm::StringRef(spec.precision).drop_while([](char c) { return c == '.'; });
  for (auto [what, digits] :
       {std::pair(llvm::StringRef("field width"), llvm::StringRef(spec.width)),
        std::pair(llvm::StringRef("precision"), precisionDigits)})
    if (!digits.empty() && (digits.getAsInteger(10, size) || size > kMaxFieldSize))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     what + " " + digits + " in '" + text + "' exceeds " +
                                         llvm::Twine(kMaxFieldSize) +
                                         ", the most the interpreter renders");
  return llvm::Error::success();
}

} // namespace

llvm::Expected<std::string> formatPrint(llvm::StringRef format,
                                        llvm::function_ref<PrintOperand()> nextOperand) {
  std::string text;
  llvm::raw_string_ostream output(text);
  // Everything before `position` is rendered.
  size_t position = 0;
  for (const PrintConversion &conversion : scanPrintFormat(format)) {
    if (!conversion.isTerminated())
      break;
    output << format.slice(position, conversion.start);
    position = conversion.end + 1;
    if (conversion.isLiteralPercent()) {
      output << '%';
      continue;
    }
    ConversionSpec spec;
    llvm::StringRef body = format.slice(conversion.start + 1, conversion.end);
    size_t prefixSize = parseFieldPrefix(body, spec);
    // The rest of a `%`-ended body is text; of any other, length modifiers, `*` and stray
    // characters, all ignored (see the file comment).
    llvm::StringRef specText = format.slice(conversion.start, position);
    llvm::StringRef trailingText;
    if (conversion.endsAtPercent()) {
      spec.conversion = 's';
      specText = format.substr(conversion.start, 1 + prefixSize);
      trailingText = body.drop_front(prefixSize);
      position = conversion.end;
    } else {
      spec.conversion = conversion.character;
    }
    if (llvm::Error error = checkFieldSizes(spec, specText))
      return std::move(error);
    if (llvm::Error error = formatTile(output, spec, nextOperand()))
      return std::move(error);
    output << trailingText;
    if (output.tell() > kMaxPrintBytes)
      return makeTooLargeError();
  }
  output << format.substr(position);
  return text;
}

} // namespace tilec::runtime
