//===- FloatMatmul.h - the arithmetic of mmaf and mmaf_scaled ---*- C++ -*-===//
//
// Accumulation order, intermediate precision and rounding of the float matrix products are
// unspecified (tile-ir-ops.md §3.4 [U]). The reference follows the spec's recommendation:
// every product is exact, and the products are added to the accumulator one at a time in
// increasing k, each addition rounded once to nearest even in the accumulator's type — i.e. an
// FMA in the accumulator type (f16, f32 or f64), starting from c. A compiled backend that sums
// in another order or precision differs by rounding only.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_FLOATMATMUL_H
#define TILEC_LIB_INTERPRETER_FLOATMATMUL_H

#include "tilec/Interpreter/RuntimeValue.h"

namespace tilec::interp {

/// mmaf: d = c + a·b for a M×K, b K×N, c M×N, or the same with a leading batch dimension.
TileValue multiplyAccumulate(const TileValue &a, const TileValue &b, const TileValue &c);

/// mmaf_scaled: d[i,j] = c[i,j] + Σ_k (a[i,k]·sa[i,k/V])·(b[k,j]·sb[k/V,j]) with V = K / Ks,
/// for sa M×Ks and sb Ks×N (plus a leading batch dimension on all five when rank 3). The
/// scaled products are exact, the f32 accumulation is as for mmaf.
TileValue multiplyAccumulateScaled(const TileValue &a, const TileValue &b, const TileValue &c,
                                   const TileValue &aScale, const TileValue &bScale);

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_FLOATMATMUL_H
