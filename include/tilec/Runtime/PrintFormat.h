//===- PrintFormat.h - element text and print_tko's format ------*- C++ -*-===//
//
// How an element renders as text (--print, print_tko, error messages) and how print_tko expands
// its printf-like format, from an element kind and raw bits. The interpreter maps mlir::Type to
// ElementKind and the CPU runtime reads its tile descriptors into one, so that a compiled
// kernel prints byte for byte what the interpreter prints.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_PRINTFORMAT_H
#define TILEC_RUNTIME_PRINTFORMAT_H

#include "tilec/Numeric/FloatFormats.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilec::runtime {

/// Keeps the low `width` bits.
uint64_t truncateBits(uint64_t bits, unsigned width);
/// Reads the low `width` bits as a two's-complement number.
int64_t signExtend(uint64_t bits, unsigned width);

/// What the rendering needs to know of an element type.
class ElementKind {
public:
  /// An integer of `width` bits (i1 is a C bool).
  static ElementKind getInteger(unsigned width) { return {Class::Integer, width, {}}; }
  static ElementKind getPointer() { return {Class::Pointer, 64, {}}; }
  static ElementKind getFloat(numeric::FloatFormat format) {
    return {Class::Float, numeric::getFormatInfo(format).storageBits, format};
  }

  bool isInteger() const { return elementClass == Class::Integer; }
  bool isPointer() const { return elementClass == Class::Pointer; }
  bool isFloat() const { return elementClass == Class::Float; }
  /// Only for float kinds.
  numeric::FloatFormat getFloatFormat() const { return format; }
  /// Width of the integer view of an element: the value's for integers and pointers, the
  /// encoding's for floats (tf32: its f32 container).
  unsigned getIntegerWidth() const { return width; }

private:
  enum class Class { Integer, Pointer, Float };

  ElementKind(Class elementClass, unsigned width, numeric::FloatFormat format)
      : elementClass(elementClass), width(width), format(format) {}

  Class elementClass;
  unsigned width;
  numeric::FloatFormat format;
};

/// One element as the driver prints it: floats by the shortest decimal that reads back to the
/// same encoding (`1.5`, `nan`, `-inf`), integers signed (`-3`; i1 `true`/`false`), pointers
/// as 16 hex digits (`0x00007f00...`).
std::string formatElement(uint64_t bits, ElementKind kind);

/// `[1, 2]`: a multi-index (an element of a tile, a lane) as messages print it; `[]` for rank 0.
std::string formatIndex(llvm::ArrayRef<int64_t> index);

/// A tile operand of print_tko: its elements row-major, each in the low bytes of
/// `elementBytes` bytes (little-endian); integers hold no bits above their width.
struct PrintOperand {
  ElementKind kind;
  llvm::ArrayRef<int64_t> shape;
  const void *elements;
  unsigned elementBytes;

  /// The element's bits, integers masked to their width.
  uint64_t getElement(int64_t linear) const;
};

/// The characters that end a conversion of print_tko's format.
inline constexpr llvm::StringLiteral kPrintConversionCharacters = "diuoxXeEfFgGaAcsSpn%";

/// One conversion of print_tko's format: `format[start]` is its `%`, `format[end]` the first
/// conversion character after it, `character` (when none follows: `end` is npos, `character` 0).
struct PrintConversion {
  size_t start;
  size_t end;
  char character;

  bool isTerminated() const { return end != llvm::StringRef::npos; }
  /// Exactly `%%`: a percent sign, no operand.
  bool isLiteralPercent() const { return character == '%' && end == start + 1; }
  /// Ends at a later `%` (`%5%d`, the first two of `<%, %, %> done`): it has no conversion
  /// character of its own, and that `%` starts the next conversion.
  bool endsAtPercent() const { return character == '%' && end > start + 1; }
};

/// The conversions of print_tko's `format` in order, read as NVIDIA's verifier reads them: each
/// `%` starts a conversion that ends at the first following conversion character; exactly
/// `%%` is a literal percent sign and scanning goes on after it; any other conversion takes one
/// operand and scanning goes on right after its `%`, so that `<%, %, %> done` takes three
/// operands (`%, %`, `%, %`, `%> d`) and `<%, %, %>` ends unterminated. The last conversion is
/// the first unterminated one, if any.
inline std::vector<PrintConversion> scanPrintFormat(llvm::StringRef format) {
  std::vector<PrintConversion> conversions;
  for (size_t start = format.find('%'); start != llvm::StringRef::npos;) {
    size_t end = format.find_first_of(kPrintConversionCharacters, start + 1);
    PrintConversion conversion{start, end, end == llvm::StringRef::npos ? '\0' : format[end]};
    conversions.push_back(conversion);
    if (!conversion.isTerminated())
      break;
    start = format.find('%', conversion.isLiteralPercent() ? conversion.end + 1 : start + 1);
  }
  return conversions;
}

/// Expands print_tko's `format` (see PrintFormat.cpp for the rendering), calling `nextOperand`
/// once per conversion that takes an operand, in order (the verifier made the counts equal and
/// every conversion terminated; text after an unterminated `%` prints as it stands).
/// A rank-0 tile prints as its one element; a larger tile prints all elements row-major in
/// nested brackets, `[[1, 2], [3, 4]]`, the specification applied to each element. Fails when
/// a width or precision, or the whole text, is larger than the interpreter renders.
llvm::Expected<std::string> formatPrint(llvm::StringRef format,
                                        llvm::function_ref<PrintOperand()> nextOperand);

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_PRINTFORMAT_H
