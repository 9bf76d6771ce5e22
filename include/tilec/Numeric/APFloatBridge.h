//===- APFloatBridge.h - FloatFormat <-> llvm::APFloat ----------*- C++ -*-===//
//
// The library rounds with llvm::APFloat and adds the Tile IR rules on top.
// This header exposes that seam for clients that compute an exact (or
// higher-precision) result as an APFloat themselves, e.g. a reference
// interpreter that evaluates f16 arithmetic exactly and rounds once.
//
//===----------------------------------------------------------------------===//

#ifndef TILEC_NUMERIC_APFLOATBRIDGE_H
#define TILEC_NUMERIC_APFLOATBRIDGE_H

#include "tilec/Numeric/FloatFormats.h"

#include "llvm/ADT/APFloat.h"

namespace tilec::numeric {

const llvm::fltSemantics &getSemantics(FloatFormat format);

llvm::RoundingMode toLLVMRoundingMode(RoundingMode mode);

/// Exact APFloat (in the format's own semantics) of an encoding. Bits above
/// the storage width and the low 13 bits of a tf32 container are ignored.
llvm::APFloat decodeToAPFloat(uint64_t bits, FloatFormat format);

/// Rounds `value` (any semantics) once into `format` and applies the Tile IR
/// rules documented in FloatFormats.h. This is the single rounding point of
/// the library: encode(), encodeFromInt64() and convert() all end here.
uint64_t encodeAPFloat(const llvm::APFloat &value, FloatFormat format,
                       RoundingMode mode = RoundingMode::NearestEven,
                       bool flushToZero = false);

} // namespace tilec::numeric

#endif // TILEC_NUMERIC_APFLOATBRIDGE_H
