//===- FloatFormats.cpp - Format table and classification -----------------===//
//
// Classification goes through APFloat's own decoding so that the notion of
// NaN/Inf/subnormal is the one the rounding code (Conversion.cpp) uses; the
// unit tests check it against hand-written bit-field rules.
//
//===----------------------------------------------------------------------===//

#include "tilec/Numeric/APFloatBridge.h"
#include "tilec/Numeric/FloatFormats.h"
#include "tilec/Numeric/UE5M3Format.h"

#include <cassert>

using llvm::APFloat;

namespace tilec::numeric {

namespace {
//                 name        bits store  e   m   bias  sign  inf    nan    zero
constexpr FormatInfo kF16      {"f16",       16, 16, 5,  10, 15,   true, true,  true,  true};
constexpr FormatInfo kBF16     {"bf16",      16, 16, 8,  7,  127,  true, true,  true,  true};
constexpr FormatInfo kTF32     {"tf32",      19, 32, 8,  10, 127,  true, true,  true,  true};
constexpr FormatInfo kF32      {"f32",       32, 32, 8,  23, 127,  true, true,  true,  true};
constexpr FormatInfo kF64      {"f64",       64, 64, 11, 52, 1023, true, true,  true,  true};
constexpr FormatInfo kF8E4M3FN {"f8E4M3FN",  8,  8,  4,  3,  7,    true, false, true,  true};
constexpr FormatInfo kF8E5M2   {"f8E5M2",    8,  8,  5,  2,  15,   true, true,  true,  true};
constexpr FormatInfo kF8E8M0FNU{"f8E8M0FNU", 8,  8,  8,  0,  127,  false, false, true, false};
constexpr FormatInfo kF4E2M1FN {"f4E2M1FN",  4,  4,  2,  1,  1,    true, false, false, true};
// UE5M3 prints as `fnv8E5M3FNU` (the 13.4 specification's spelling, see UE5M3Format.h).
constexpr FormatInfo kUE5M3    {"fnv8E5M3FNU", 8, 8, 5,  3,  15,   false, false, true, true};
} // namespace

const FormatInfo &getFormatInfo(FloatFormat format) {
  switch (format) {
  case FloatFormat::F16:       return kF16;
  case FloatFormat::BF16:      return kBF16;
  case FloatFormat::TF32:      return kTF32;
  case FloatFormat::F32:       return kF32;
  case FloatFormat::F64:       return kF64;
  case FloatFormat::F8E4M3FN:  return kF8E4M3FN;
  case FloatFormat::F8E5M2:    return kF8E5M2;
  case FloatFormat::F8E8M0FNU: return kF8E8M0FNU;
  case FloatFormat::F4E2M1FN:  return kF4E2M1FN;
  case FloatFormat::UE5M3:     return kUE5M3;
  }
  assert(false && "unknown FloatFormat");
  return kF32;
}

std::optional<FloatFormat> lookupFloatFormat(std::string_view name) {
  for (FloatFormat format : kAllFloatFormats)
    if (name == getFormatInfo(format).name)
      return format;
  if (name == "fnv8E5M3FNU" || name == "f8E5M3FNU") // two spellings of one type
    return FloatFormat::UE5M3;
  return std::nullopt;
}

bool isNaN(uint64_t bits, FloatFormat format) {
  return decodeToAPFloat(bits, format).isNaN();
}

bool isInf(uint64_t bits, FloatFormat format) {
  return decodeToAPFloat(bits, format).isInfinity();
}

bool isSubnormal(uint64_t bits, FloatFormat format) {
  if (format == FloatFormat::UE5M3) // decoded into f32, where its subnormals are normal
    return isSubnormalUE5M3(bits);
  return decodeToAPFloat(bits, format).isDenormal();
}

uint64_t flushSubnormal(uint64_t bits, FloatFormat format) {
  if (!isSubnormal(bits, format))
    return bits;
  if (format == FloatFormat::UE5M3)
    return 0x00; // unsigned: the only zero
  // Every format with subnormals is signed, with the sign in the top storage
  // bit (bit 31 of the tf32 container).
  unsigned signBit = getFormatInfo(format).storageBits - 1;
  return bits & (uint64_t(1) << signBit);
}

uint64_t canonicalNaN(FloatFormat format) {
  switch (format) {
  case FloatFormat::F16:       return 0x7E00;
  case FloatFormat::BF16:      return 0x7FC0;
  case FloatFormat::TF32:      return 0x7FC00000;
  case FloatFormat::F32:       return 0x7FC00000;
  case FloatFormat::F64:       return 0x7FF8000000000000;
  case FloatFormat::F8E4M3FN:  return 0x7F;
  case FloatFormat::F8E5M2:    return 0x7E; // quiet-style: top mantissa bit set
  case FloatFormat::F8E8M0FNU: return 0xFF;
  case FloatFormat::UE5M3:     return kUE5M3NaN;
  case FloatFormat::F4E2M1FN:  break;
  }
  assert(false && "format has no NaN encoding");
  return 0;
}

uint64_t maxFinite(FloatFormat format, bool negative) {
  if (format == FloatFormat::UE5M3)
    return kUE5M3MaxFinite; // unsigned
  bool sign = negative && getFormatInfo(format).hasSign;
  return encodeAPFloat(APFloat::getLargest(getSemantics(format), sign), format);
}

} // namespace tilec::numeric
