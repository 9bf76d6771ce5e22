//===- ConversionRuntime.cpp - runtime helpers of the Conversion family ---===//
//
// The conversions compiled code does not do inline (ConversionToCPU.cpp): those from or to the
// 8- and 4-bit float formats, the directed roundings of f8E8M0FNU, and i64 to bf16/tf32. Each
// helper converts a whole tile with the numeric library, the same code the interpreter uses, so
// results are bit-identical. Elements are dense in their storage layout (KernelLowering.h): the
// 8- and 4-bit formats one per byte, tf32 in a 4-byte container, i1 in a byte.
//
// The library rounds with llvm::APFloat, about 150 ns an element, so the helpers call it once
// per distinct case and look the rest up:
//   * a source of one byte per element has at most 256 encodings;
//   * a wider source rounds to an 8- or 4-bit format (at most 3 mantissa bits) as its f32
//     rounded to odd at 6 significant bits does: keeping the sign, the exponent and 5 mantissa
//     bits, the last one sticky (set when any dropped bit was), leaves 2^14 cases, whose results
//     are computed once per process and target. f16, bf16 and tf32 widen exactly to f32, and
//     f64 reaches f32 rounded to odd too; rounding to odd twice is rounding to odd once at the
//     lower precision, and a final rounding at >= 2 bits less precision is then correct in every
//     mode.
//
//===----------------------------------------------------------------------===//
#include "tilec/Numeric/FastConvert.h"
#include "tilec/Numeric/FloatFormats.h"
#include "tilec/Runtime/CpuAbi.h"
#include "tilec/Runtime/RuntimeSymbols.h"

#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <memory>
#include <mutex>

using tilec::runtime::BlockContext;
using namespace tilec::numeric;

namespace {

int64_t getStorageBytes(FloatFormat format) { return (getFormatInfo(format).storageBits + 7) / 8; }

uint64_t loadBits(const uint8_t *address, int64_t bytes) {
  uint64_t bits = 0;
  std::memcpy(&bits, address, bytes); // the low bytes, little-endian
  return bits;
}

void storeBits(uint8_t *address, uint64_t bits, int64_t bytes) {
  std::memcpy(address, &bits, bytes);
}

/// result[i] = convert(source[i]) for `count` elements. A source of one byte per element has at
/// most 256 encodings: for large tiles each is converted once and then looked up.
template <typename Convert>
void convertTile(uint64_t source, int64_t sourceBytes, uint64_t result, int64_t resultBytes,
                 int64_t count, Convert &&convert) {
  const auto *in = reinterpret_cast<const uint8_t *>(source);
  auto *out = reinterpret_cast<uint8_t *>(result);
  if (sourceBytes == 1 && count > 256) {
    uint64_t table[256];
    for (unsigned bits = 0; bits < 256; ++bits)
      table[bits] = convert(bits);
    for (int64_t i = 0; i < count; ++i)
      storeBits(out + i * resultBytes, table[in[i]], resultBytes);
    return;
  }
  for (int64_t i = 0; i < count; ++i)
    storeBits(out + i * resultBytes, convert(loadBits(in + i * sourceBytes, sourceBytes)),
              resultBytes);
}

bool isNarrow(FloatFormat format) { return getFormatInfo(format).storageBits <= 8; }

/// Mantissa bits an f32 keeps in a narrow-rounding case: the widest narrow mantissa (3) + 2.
constexpr unsigned kKeptMantissaBits = 5;
constexpr unsigned kDroppedMantissaBits = 23 - kKeptMantissaBits;
constexpr unsigned kNumCases = 1u << (9 + kKeptMantissaBits);

/// The case of an f32: sign, exponent and the kept mantissa bits, the last one sticky.
uint32_t getCase(uint32_t bits) {
  uint32_t kept = bits >> kDroppedMantissaBits;
  return kept | ((bits & ((1u << kDroppedMantissaBits) - 1)) != 0);
}

/// f64 rounded to f32 to odd: truncated toward zero, the last bit set when inexact.
uint32_t roundToOddF32(double value) {
  float nearest = static_cast<float>(value);
  uint32_t bits = std::bit_cast<uint32_t>(nearest);
  double widened = nearest;
  if (widened != value && widened == widened) {
    if (std::abs(widened) > std::abs(value))
      --bits; // the truncation is one unit lower in magnitude
    bits |= 1;
  }
  return bits;
}

/// The f32 bits of an element of a non-narrow format: exact, except f64 rounded to odd.
uint32_t toF32Bits(uint64_t bits, FloatFormat format) {
  switch (format) {
  case FloatFormat::F16:
    return std::bit_cast<uint32_t>(f16ToF32(static_cast<uint16_t>(bits)));
  case FloatFormat::BF16:
    return std::bit_cast<uint32_t>(bf16ToF32(static_cast<uint16_t>(bits)));
  case FloatFormat::TF32:
    return static_cast<uint32_t>(bits) & 0xFFFFE000; // the low 13 bits are not part of it
  case FloatFormat::F32:
    return static_cast<uint32_t>(bits);
  default:
    return roundToOddF32(std::bit_cast<double>(bits));
  }
}

/// The results of every case for rounding to narrow format `to` in `mode`, computed on first
/// use (blocks of a launch run on several threads).
const uint8_t *getNarrowingTable(FloatFormat to, RoundingMode mode) {
  constexpr size_t kNumFormats = kNumFloatFormats; // UE5M3 included
  constexpr size_t kNumModes = static_cast<size_t>(RoundingMode::NearestAway) + 1;
  static std::array<std::once_flag, kNumFormats * kNumModes> built;
  static std::array<std::unique_ptr<uint8_t[]>, kNumFormats * kNumModes> tables;
  size_t slot = static_cast<size_t>(to) * kNumModes + static_cast<size_t>(mode);
  std::call_once(built[slot], [&] {
    auto table = std::make_unique<uint8_t[]>(kNumCases);
    for (uint32_t index = 0; index < kNumCases; ++index)
      table[index] = static_cast<uint8_t>(
          convert(uint64_t(index) << kDroppedMantissaBits, FloatFormat::F32, to, mode));
    tables[slot] = std::move(table);
  });
  return tables[slot].get();
}

} // namespace

extern "C" {

/// ftof of `count` elements from format `from` to format `to` (FloatFormat values) with
/// rounding `mode` (a RoundingMode value).
void tilec_rt_convert_floats(BlockContext *, uint64_t source, uint64_t result, int64_t count,
                             int32_t from, int32_t to, int32_t mode) {
  auto fromFormat = static_cast<FloatFormat>(from);
  auto toFormat = static_cast<FloatFormat>(to);
  auto roundingMode = static_cast<RoundingMode>(mode);
  int64_t sourceBytes = getStorageBytes(fromFormat);
  if (isNarrow(toFormat) && !isNarrow(fromFormat)) {
    const uint8_t *table = getNarrowingTable(toFormat, roundingMode);
    convertTile(source, sourceBytes, result, 1, count, [&](uint64_t bits) -> uint64_t {
      return table[getCase(toF32Bits(bits, fromFormat))];
    });
    return;
  }
  convertTile(source, sourceBytes, result, getStorageBytes(toFormat), count,
              [&](uint64_t bits) { return convert(bits, fromFormat, toFormat, roundingMode); });
}

/// itof of `count` integers of `width` bits, read signed if `isSigned`, to format `to`, rounded
/// to nearest even (the only rounding itof has).
void tilec_rt_convert_integers_to_floats(BlockContext *, uint64_t source, uint64_t result,
                                         int64_t count, int32_t width, int32_t isSigned,
                                         int32_t to) {
  auto toFormat = static_cast<FloatFormat>(to);
  uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  uint64_t signBit = uint64_t(1) << (width - 1);
  convertTile(source, width < 8 ? 1 : width / 8, result, getStorageBytes(toFormat), count,
              [&](uint64_t bits) {
                bits &= mask;
                if (!isSigned)
                  return encodeFromUInt64(bits, toFormat);
                // Two's complement: subtracting 2^width from patterns with the sign bit set.
                return encodeFromInt64(static_cast<int64_t>((bits ^ signBit) - signBit), toFormat);
              });
}

} // extern "C"

namespace tilec::runtime {

void appendConversionRuntimeSymbols(RuntimeSymbolList &symbols) {
  symbols.push_back(
      {"tilec_rt_convert_floats", reinterpret_cast<void *>(&tilec_rt_convert_floats)});
  symbols.push_back({"tilec_rt_convert_integers_to_floats",
                     reinterpret_cast<void *>(&tilec_rt_convert_integers_to_floats)});
}

} // namespace tilec::runtime
