//===- ElementCodec.h - element encodings in interpreter tiles --*- C++ -*-===//
//
// Converts between the 64-bit element encodings of TileValue and host numbers, for every
// element type of Tile IR (integers of any width incl. i1/i4, all float formats, pointers).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_ELEMENTCODEC_H
#define TILEC_INTERPRETER_ELEMENTCODEC_H

#include "tilec/Numeric/FloatFormats.h"
#include "tilec/Runtime/PrintFormat.h"

#include "mlir/IR/Types.h"

#include <cstdint>
#include <optional>

namespace tilec::interp {

/// The numeric library's format of a float element type, nullopt otherwise.
std::optional<numeric::FloatFormat> getFloatFormat(mlir::Type elementType);

/// Width in bits of an integer element type (pointers: 64).
unsigned getIntegerWidth(mlir::Type elementType);

// Shared with the CPU runtime, which masks and extends elements by the same rules.
using runtime::signExtend;
using runtime::truncateBits;

/// Exact value of a float element.
double decodeFloat(uint64_t bits, mlir::Type elementType);
/// Encoding of `value` rounded to nearest-even (and the Tile IR saturation rules).
uint64_t encodeFloat(double value, mlir::Type elementType,
                     numeric::RoundingMode mode = numeric::RoundingMode::NearestEven,
                     bool flushToZero = false);

/// The kind by which the shared rendering (tilec/Runtime/PrintFormat.h) knows an element type.
runtime::ElementKind getElementKind(mlir::Type elementType);

/// Renders one element for --print and print_tko (`1.5`, `-3`, `0x7f00...` for pointers).
std::string formatElement(uint64_t bits, mlir::Type elementType);

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_ELEMENTCODEC_H
