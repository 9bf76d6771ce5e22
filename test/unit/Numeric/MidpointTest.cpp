//===- MidpointTest.cpp - Ties and near-ties between adjacent values ------===//
//
// For every pair of adjacent finite values (lo, hi) of the small formats:
// the exact midpoint, the doubles just below/above it, and the doubles just
// inside lo and hi, in every rounding mode, with and without FTZ. The
// expected encoding is derived here from the interval alone.
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include "tilec/Numeric/FloatFormats.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace tilec::numeric;
using namespace tilec::numeric::ref;

namespace {

// All finite values of a format, ascending, negatives included (-0 and +0
// collapse into one point whose encoding follows the sign of the input).
std::vector<Entry> allFinite(FloatFormat format) {
  const RefFormat &f = refFormat(format);
  const std::vector<Entry> &positive = positiveTable(format);
  std::vector<Entry> all;
  if (f.specials != Specials::E8M0)
    for (auto it = positive.rbegin(); it != positive.rend(); ++it)
      if (it->value != 0)
        all.push_back({-it->value, it->raw | refSignBit(f)});
  all.insert(all.end(), positive.begin(), positive.end());
  return all;
}

enum class Where { JustAboveLo, BelowMid, Mid, AboveMid, JustBelowHi };

uint64_t expected(const Entry &lo, const Entry &hi, double x, Where where,
                  RoundingMode mode, const RefFormat &f) {
  auto encodingOf = [&](const Entry &e) {
    // Rounding to zero keeps the sign of the input.
    return e.value == 0 && x < 0 ? refSignBit(f) : e.raw;
  };
  uint64_t down = encodingOf(lo), up = encodingOf(hi);
  bool positive = lo.value >= 0;
  switch (mode) {
  case RoundingMode::TowardNegative: return down;
  case RoundingMode::TowardPositive: return up;
  case RoundingMode::TowardZero:     return positive ? down : up;
  case RoundingMode::NearestEven:    break;
  }
  switch (where) {
  case Where::JustAboveLo:
  case Where::BelowMid:
    return down;
  case Where::AboveMid:
  case Where::JustBelowHi:
    return up;
  case Where::Mid:
    if (f.specials == Specials::E8M0)
      return up; // documented: ties go to the larger power of two
    return (down & 1) == 0 ? down : up;
  }
  return 0;
}

void checkFormat(FloatFormat format, size_t stride, bool withFtz) {
  const RefFormat &f = refFormat(format);
  const char *name = getFormatInfo(format).name;
  std::vector<Entry> values = allFinite(format);
  for (size_t i = 0; i + 1 < values.size(); i += stride) {
    const Entry &lo = values[i], &hi = values[i + 1];
    double mid = (lo.value + hi.value) / 2;
    ASSERT_GT(mid, lo.value);
    ASSERT_LT(mid, hi.value);
    const std::pair<Where, double> points[] = {
        {Where::JustAboveLo, std::nextafter(lo.value, INFINITY)},
        {Where::BelowMid, std::nextafter(mid, -INFINITY)},
        {Where::Mid, mid},
        {Where::AboveMid, std::nextafter(mid, INFINITY)},
        {Where::JustBelowHi, std::nextafter(hi.value, -INFINITY)},
    };
    for (auto [where, x] : points)
      for (RoundingMode mode : kAllModes)
        for (bool ftz : {false, true}) {
          if (ftz && !withFtz)
            continue;
          uint64_t want = expected(lo, hi, x, where, mode, f);
          if (ftz && refIsSubnormal(want, f))
            want &= refSignBit(f);
          want = toContainer(want, format);
          uint64_t got = encode(x, format, mode, ftz);
          if (got != want) {
            ADD_FAILURE() << name << " x=" << x << " (" << hex(bitsOf(x))
                          << ") between " << hex(lo.raw) << " and "
                          << hex(hi.raw) << " " << modeName(mode)
                          << (ftz ? " ftz" : "") << ": got " << hex(got)
                          << " want " << hex(want);
            return;
          }
        }
  }
}

TEST(Midpoint, F8E4M3FN) { checkFormat(FloatFormat::F8E4M3FN, 1, true); }
TEST(Midpoint, F8E5M2) { checkFormat(FloatFormat::F8E5M2, 1, true); }
TEST(Midpoint, F8E8M0FNU) { checkFormat(FloatFormat::F8E8M0FNU, 1, true); }
TEST(Midpoint, F4E2M1FN) { checkFormat(FloatFormat::F4E2M1FN, 1, true); }
TEST(Midpoint, F16) { checkFormat(FloatFormat::F16, 1, true); }
TEST(Midpoint, BF16) { checkFormat(FloatFormat::BF16, 1, true); }
// 2^20 intervals: every 5th (coprime to the 2^10 values per binade, so all
// mantissa patterns are still visited), without the FTZ variant.
TEST(Midpoint, TF32Strided) { checkFormat(FloatFormat::TF32, 5, false); }

TEST(Midpoint, TF32SubnormalsAndBinadeEdges) {
  // Intervals touching zero, the subnormal/normal boundary and 1.0.
  for (double x : {0x1p-137, 0x1.8p-136, 0x1.8p-127, 0x1.FFp-127,
                   0x1.0004p-126, 0x1.0006p0, 0x1.0002p0})
    for (RoundingMode mode : kAllModes)
      EXPECT_EQ(encode(x, FloatFormat::TF32, mode),
                refRound(x, FloatFormat::TF32, mode))
          << x << " " << modeName(mode);
}

} // namespace
