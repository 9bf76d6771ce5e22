//===- HostBufferTest.cpp - element access and storage layout -------------===//
#include "tilec/Runtime/HostBuffer.h"

#include "tilec/Numeric/FloatFormats.h"

#include <gtest/gtest.h>

#include <bit>
#include <limits>
#include <random>
#include <vector>

using namespace tilec::runtime;

namespace {

TEST(HostBufferTest, SizesFollowStorageBits) {
  EXPECT_EQ(HostBuffer(ScalarKind::F32, {4, 8}).getSizeInBytes(), 128);
  EXPECT_EQ(HostBuffer(ScalarKind::I1, {10}).getSizeInBytes(), 10);
  EXPECT_EQ(HostBuffer(ScalarKind::TF32, {3}).getSizeInBytes(), 12);
  EXPECT_EQ(HostBuffer(ScalarKind::F4E2M1FN, {5}).getSizeInBytes(), 3);
  EXPECT_EQ(HostBuffer(ScalarKind::F64, {}).getNumElements(), 1);
}

TEST(HostBufferTest, IsZeroFilledAndAligned) {
  HostBuffer buffer(ScalarKind::I32, {33});
  EXPECT_EQ(reinterpret_cast<uintptr_t>(buffer.data()) % 64, 0u);
  for (int64_t i = 0; i < 33; ++i)
    EXPECT_EQ(buffer.getInt(i), 0);
}

TEST(HostBufferTest, IntegersSignExtendAndTruncate) {
  HostBuffer buffer(ScalarKind::I8, {2});
  buffer.setInt(0, 200); // wraps to -56
  buffer.setInt(1, -1);
  EXPECT_EQ(buffer.getInt(0), -56);
  EXPECT_EQ(buffer.getBits(0), 200u);
  EXPECT_EQ(buffer.getInt(1), -1);
  EXPECT_EQ(buffer.data()[1], 0xFF);
}

TEST(HostBufferTest, I1BytesReadAsZeroOrOne) {
  HostBuffer buffer(ScalarKind::I1, {2});
  buffer.data()[0] = 0x40; // any non-zero byte is true (tile-ir-ops.md §2.3)
  EXPECT_EQ(buffer.getInt(0), 1);
  buffer.setInt(1, 3);
  EXPECT_EQ(buffer.data()[1], 1);
}

TEST(HostBufferTest, FloatsRoundToNearestEven) {
  HostBuffer buffer(ScalarKind::BF16, {1});
  buffer.setDouble(0, 1.0 + 1.0 / 256); // halfway between 1 and 1+2^-7: ties to even (1.0)
  EXPECT_EQ(buffer.getDouble(0), 1.0);
  EXPECT_EQ(buffer.getBits(0), 0x3F80u);
}

TEST(HostBufferTest, F32AndF64StoreWhatTheNumericLibraryEncodes) {
  // setDouble converts f32 and f64 on the host; it must give numeric::encode's bits: ties,
  // subnormals, the smallest subnormal's half, overflow to infinity, signed zeros.
  std::vector<double> values = {0.0, -0.0, 1.0, -2.5, 1.0 + 0x1p-24, 1.0 + 0x1p-24 + 0x1p-52,
                                0x1p-149, 0x1p-150, 0x1.8p-150, 0x1p-126 - 0x1p-160, 3.4028235677973366e38,
                                3.4028235677973367e38, 1e300, -1e300, 0x1.fffffefffffffp127,
                                std::numeric_limits<double>::infinity(),
                                -std::numeric_limits<double>::infinity(), 0x1p-1074};
  std::mt19937_64 random(7);
  for (int i = 0; i < 100000; ++i)
    values.push_back(std::bit_cast<double>(random()));
  HostBuffer f32(ScalarKind::F32, {1}), f64(ScalarKind::F64, {1});
  for (double value : values) {
    f32.setDouble(0, value);
    f64.setDouble(0, value);
    ASSERT_EQ(f32.getBits(0), tilec::numeric::encode(value, tilec::numeric::FloatFormat::F32))
        << value;
    ASSERT_EQ(f64.getBits(0), tilec::numeric::encode(value, tilec::numeric::FloatFormat::F64))
        << value;
  }
}

TEST(HostBufferTest, F4ElementsPackTwoPerByteLowNibbleFirst) {
  // Seed §5.2.2: [0.5, 1.5] is stored as the byte 0b0011'0001.
  HostBuffer buffer(ScalarKind::F4E2M1FN, {2});
  buffer.setDouble(0, 0.5);
  buffer.setDouble(1, 1.5);
  EXPECT_EQ(buffer.data()[0], 0x31);
  EXPECT_EQ(buffer.getDouble(1), 1.5);
}

} // namespace
