//===- FastConvert.h - Bit-twiddling f32 <-> f16/bf16 -----------*- C++ -*-===//
//
// Fast paths for the hot conversions, nearest_even only, no flush-to-zero.
// They give bit-identical results to the general path
// (convert(..., RoundingMode::NearestEven, false)), including canonical NaNs;
// the unit tests check this on every input class.
//
//===----------------------------------------------------------------------===//

#ifndef TILEC_NUMERIC_FASTCONVERT_H
#define TILEC_NUMERIC_FASTCONVERT_H

#include <cstdint>

namespace tilec::numeric {

/// Exact widening; NaN becomes the canonical f32 NaN 0x7FC00000.
float f16ToF32(uint16_t bits);
float bf16ToF32(uint16_t bits);

/// Round to nearest even; NaN becomes 0x7E00 / 0x7FC0, overflow gives ±Inf.
uint16_t f32ToF16(float value);
uint16_t f32ToBF16(float value);

} // namespace tilec::numeric

#endif // TILEC_NUMERIC_FASTCONVERT_H
