//===- Conversion.cpp - Rounding into Tile IR formats ---------------------===//
//
// llvm::APFloat does the rounding (all formats, all four modes, ties to
// even, gradual underflow). What it does differently from Tile IR, and is
// therefore overridden here (each case is pinned by a unit test):
//  * NaN: APFloat keeps sign and payload (and quiets sNaN with its payload);
//    Tile IR leaves payloads unspecified, we produce one canonical NaN.
//  * f8E4M3FN: APFloat maps overflow and ±Inf to NaN (0x7F/0xFF); Tile IR
//    saturates to ±448 and maps NaN to +448.
//  * f8E5M2: APFloat overflows to ±Inf like IEEE; Tile IR saturates to
//    ±57344, also for ±Inf sources.
//  * f4E2M1FN: APFloat has no encoding for Inf/NaN and yields a bogus
//    Inf/NaN object whose bits read as 0; Tile IR ([U] recommendation)
//    saturates to ±6 and maps NaN to +6.
//  * f8E8M0FNU: APFloat overflows to NaN (0xFF); we saturate to 2^127. Zero
//    and negative inputs are not representable: → 0x00 (2^-127).
//  * flush_to_zero (not an APFloat concept) is applied to the rounded result.
//
//===----------------------------------------------------------------------===//

#include "tilec/Numeric/APFloatBridge.h"
#include "tilec/Numeric/FloatFormats.h"
#include "tilec/Numeric/UE5M3Format.h"

#include "llvm/ADT/APInt.h"

#include <cassert>
#include <limits>

using llvm::APFloat;
using llvm::APInt;

namespace tilec::numeric {

const llvm::fltSemantics &getSemantics(FloatFormat format) {
  switch (format) {
  case FloatFormat::F16:       return APFloat::IEEEhalf();
  case FloatFormat::BF16:      return APFloat::BFloat();
  case FloatFormat::TF32:      return APFloat::FloatTF32();
  case FloatFormat::F32:       return APFloat::IEEEsingle();
  case FloatFormat::F64:       return APFloat::IEEEdouble();
  case FloatFormat::F8E4M3FN:  return APFloat::Float8E4M3FN();
  case FloatFormat::F8E5M2:    return APFloat::Float8E5M2();
  case FloatFormat::F8E8M0FNU: return APFloat::Float8E8M0FNU();
  case FloatFormat::F4E2M1FN:  return APFloat::Float4E2M1FN();
  case FloatFormat::UE5M3:
    break; // no APFloat semantics: decodeToAPFloat/encodeAPFloat handle it (UE5M3Format.h)
  }
  assert(false && "unknown FloatFormat");
  return APFloat::IEEEsingle();
}

llvm::RoundingMode toLLVMRoundingMode(RoundingMode mode) {
  switch (mode) {
  case RoundingMode::NearestEven:    return llvm::RoundingMode::NearestTiesToEven;
  case RoundingMode::TowardZero:     return llvm::RoundingMode::TowardZero;
  case RoundingMode::TowardNegative: return llvm::RoundingMode::TowardNegative;
  case RoundingMode::TowardPositive: return llvm::RoundingMode::TowardPositive;
  case RoundingMode::NearestAway:    return llvm::RoundingMode::NearestTiesToAway;
  }
  assert(false && "unknown RoundingMode");
  return llvm::RoundingMode::NearestTiesToEven;
}

namespace {

// tf32 lives in the high 19 bits of an f32-layout container; APFloat's
// FloatTF32 encoding is just those 19 bits.
constexpr unsigned kTF32ContainerShift = 13;

uint64_t storageMask(FloatFormat format) {
  unsigned bits = getFormatInfo(format).storageBits;
  return bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
}

uint64_t toBits(const APFloat &value, FloatFormat format) {
  uint64_t bits = value.bitcastToAPInt().getZExtValue();
  return format == FloatFormat::TF32 ? bits << kTF32ContainerShift : bits;
}

// Formats whose overflow/Inf behaviour is IEEE's (rounding may give ±Inf).
bool overflowsToInf(FloatFormat format) {
  switch (format) {
  case FloatFormat::F16:
  case FloatFormat::BF16:
  case FloatFormat::TF32:
  case FloatFormat::F32:
  case FloatFormat::F64:
    return true;
  default:
    return false; // satfinite targets, see file comment
  }
}

uint64_t encodeNaN(FloatFormat format) {
  switch (format) {
  case FloatFormat::F8E4M3FN:
  case FloatFormat::F4E2M1FN:
    return maxFinite(format, /*negative=*/false);
  default:
    return canonicalNaN(format);
  }
}

uint64_t encodeInf(FloatFormat format, bool negative) {
  if (overflowsToInf(format))
    return toBits(APFloat::getInf(getSemantics(format), negative), format);
  if (format == FloatFormat::F8E8M0FNU)
    return canonicalNaN(format); // [U] → 0xFF for ±Inf
  return maxFinite(format, negative);
}

} // namespace

APFloat decodeToAPFloat(uint64_t bits, FloatFormat format) {
  // UE5M3 values are exact in f32, the smallest APFloat semantics that holds them all.
  if (format == FloatFormat::UE5M3)
    return APFloat(static_cast<float>(decodeUE5M3(bits)));
  bits &= storageMask(format);
  if (format == FloatFormat::TF32)
    bits >>= kTF32ContainerShift; // low 13 container bits are ignored
  return APFloat(getSemantics(format),
                 APInt(getFormatInfo(format).bitWidth, bits));
}

uint64_t encodeAPFloat(const APFloat &value, FloatFormat format,
                       RoundingMode mode, bool flushToZero) {
  if (format == FloatFormat::UE5M3) {
    // Sources reaching f64 exactly: every Tile IR format. Wider integer sources (itof) are
    // rejected by the verifier for this type.
    APFloat wide = value;
    bool losesInfo = false;
    wide.convert(APFloat::IEEEdouble(), llvm::RoundingMode::TowardZero, &losesInfo);
    return encodeUE5M3(wide.convertToDouble(), mode, flushToZero);
  }
  bool negative = value.isNegative();
  if (value.isNaN())
    return encodeNaN(format);
  if (value.isInfinity())
    return encodeInf(format, negative);
  if (format == FloatFormat::F8E8M0FNU && (value.isZero() || negative))
    return 0x00; // no zero, no sign: smallest value 2^-127

  APFloat rounded = value;
  bool losesInfo = false;
  rounded.convert(getSemantics(format), toLLVMRoundingMode(mode), &losesInfo);
  // A finite source that overflowed: APFloat already chose ±Inf or ±MAX per
  // mode for the IEEE-like formats; everything else saturates.
  if (!rounded.isFinite() && !overflowsToInf(format))
    return maxFinite(format, negative);

  uint64_t bits = toBits(rounded, format);
  // FTZ after rounding: only a result that *is* subnormal is flushed.
  if (flushToZero && rounded.isDenormal())
    bits = flushSubnormal(bits, format);
  return bits;
}

double decode(uint64_t bits, FloatFormat format) {
  APFloat value = decodeToAPFloat(bits, format);
  if (value.isNaN())
    return std::numeric_limits<double>::quiet_NaN();
  bool losesInfo = false;
  value.convert(APFloat::IEEEdouble(), llvm::RoundingMode::NearestTiesToEven,
                &losesInfo);
  assert(!losesInfo && "every Tile IR format is a subset of f64");
  return value.convertToDouble();
}

uint64_t encode(double value, FloatFormat format, RoundingMode mode,
                bool flushToZero) {
  return encodeAPFloat(APFloat(value), format, mode, flushToZero);
}

// Integers are first made exact in IEEE quad (113-bit significand > 64), so
// the only rounding is the one into the target.
uint64_t encodeFromInt64(int64_t value, FloatFormat format, RoundingMode mode,
                         bool flushToZero) {
  APFloat exact(APFloat::IEEEquad());
  exact.convertFromAPInt(APInt(64, static_cast<uint64_t>(value),
                               /*isSigned=*/true),
                         /*IsSigned=*/true,
                         llvm::RoundingMode::NearestTiesToEven);
  return encodeAPFloat(exact, format, mode, flushToZero);
}

uint64_t encodeFromUInt64(uint64_t value, FloatFormat format,
                          RoundingMode mode, bool flushToZero) {
  APFloat exact(APFloat::IEEEquad());
  exact.convertFromAPInt(APInt(64, value), /*IsSigned=*/false,
                         llvm::RoundingMode::NearestTiesToEven);
  return encodeAPFloat(exact, format, mode, flushToZero);
}

uint64_t convert(uint64_t bits, FloatFormat from, FloatFormat to,
                 RoundingMode mode, bool flushToZero) {
  return encodeAPFloat(decodeToAPFloat(bits, from), to, mode, flushToZero);
}

} // namespace tilec::numeric
