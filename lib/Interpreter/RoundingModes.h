//===- RoundingModes.h - rounding attributes as numeric modes ---*- C++ -*-===//
#ifndef TILEC_LIB_INTERPRETER_ROUNDINGMODES_H
#define TILEC_LIB_INTERPRETER_ROUNDINGMODES_H

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"
#include "tilec/Numeric/FloatFormats.h"

#include <optional>

namespace tilec::interp {

/// The numeric library's mode for one of the five IEEE rounding attributes; nullopt for approx,
/// full and nearest_int_to_zero, whose meaning depends on the operation.
inline std::optional<numeric::RoundingMode> getIEEERoundingMode(cuda_tile::RoundingMode mode) {
  switch (mode) {
  case cuda_tile::RoundingMode::nearest_even:
    return numeric::RoundingMode::NearestEven;
  case cuda_tile::RoundingMode::zero:
    return numeric::RoundingMode::TowardZero;
  case cuda_tile::RoundingMode::negative_inf:
    return numeric::RoundingMode::TowardNegative;
  case cuda_tile::RoundingMode::positive_inf:
    return numeric::RoundingMode::TowardPositive;
  case cuda_tile::RoundingMode::nearest_away:
    return numeric::RoundingMode::NearestAway;
  default:
    return std::nullopt;
  }
}

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_ROUNDINGMODES_H
