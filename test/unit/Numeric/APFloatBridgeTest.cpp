//===- APFloatBridgeTest.cpp - The APFloat entry points -------------------===//

#include "Reference.h"

#include "tilec/Numeric/APFloatBridge.h"

#include <gtest/gtest.h>

using namespace tilec::numeric;
using namespace tilec::numeric::ref;
using llvm::APFloat;

namespace {

TEST(APFloatBridge, SemanticsAndModes) {
  EXPECT_EQ(&getSemantics(FloatFormat::F16), &APFloat::IEEEhalf());
  EXPECT_EQ(&getSemantics(FloatFormat::BF16), &APFloat::BFloat());
  EXPECT_EQ(&getSemantics(FloatFormat::TF32), &APFloat::FloatTF32());
  EXPECT_EQ(&getSemantics(FloatFormat::F32), &APFloat::IEEEsingle());
  EXPECT_EQ(&getSemantics(FloatFormat::F64), &APFloat::IEEEdouble());
  EXPECT_EQ(&getSemantics(FloatFormat::F8E4M3FN), &APFloat::Float8E4M3FN());
  EXPECT_EQ(&getSemantics(FloatFormat::F8E5M2), &APFloat::Float8E5M2());
  EXPECT_EQ(&getSemantics(FloatFormat::F8E8M0FNU),
            &APFloat::Float8E8M0FNU());
  EXPECT_EQ(&getSemantics(FloatFormat::F4E2M1FN), &APFloat::Float4E2M1FN());
  EXPECT_EQ(toLLVMRoundingMode(RoundingMode::NearestEven),
            llvm::RoundingMode::NearestTiesToEven);
  EXPECT_EQ(toLLVMRoundingMode(RoundingMode::TowardZero),
            llvm::RoundingMode::TowardZero);
  EXPECT_EQ(toLLVMRoundingMode(RoundingMode::TowardNegative),
            llvm::RoundingMode::TowardNegative);
  EXPECT_EQ(toLLVMRoundingMode(RoundingMode::TowardPositive),
            llvm::RoundingMode::TowardPositive);
}

TEST(APFloatBridge, DecodeUsesTheFormatsOwnEncoding) {
  APFloat tf32 = decodeToAPFloat(0x3F801FFF, FloatFormat::TF32);
  EXPECT_EQ(&tf32.getSemantics(), &APFloat::FloatTF32());
  EXPECT_EQ(tf32.bitcastToAPInt().getZExtValue(), 0x1FC00u); // 19-bit 1.0
  APFloat f4 = decodeToAPFloat(0xF7, FloatFormat::F4E2M1FN);
  EXPECT_EQ(f4.convertToFloat(), 6.0f);
}

// An exact value finer than f64 rounds once: 1 + 2^-11 + 2^-100 is above
// the f16 tie, although its nearest double is the tie itself.
TEST(APFloatBridge, RoundsQuadPrecisionOnce) {
  APFloat exact(APFloat::IEEEquad(), "0x1.0020000000000000000000001p0");
  EXPECT_EQ(encodeAPFloat(exact, FloatFormat::F16), 0x3C01u);
  EXPECT_EQ(encode(0x1.002p0, FloatFormat::F16), 0x3C00u);
  APFloat negative(APFloat::IEEEquad(), "-0x1.0020000000000000000000001p0");
  EXPECT_EQ(encodeAPFloat(negative, FloatFormat::F16,
                          RoundingMode::TowardZero),
            0xBC00u);
  // Tile IR rules apply on this path too.
  EXPECT_EQ(encodeAPFloat(APFloat::getInf(APFloat::IEEEquad(), true),
                          FloatFormat::F8E4M3FN),
            0xFEu);
  EXPECT_EQ(encodeAPFloat(APFloat::getSNaN(APFloat::IEEEquad(), true),
                          FloatFormat::F16),
            0x7E00u);
}

} // namespace
