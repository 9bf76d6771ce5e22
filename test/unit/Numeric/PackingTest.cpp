//===- PackingTest.cpp - 4-bit packing order (spec §5.2.2) ----------------===//

#include "tilec/Numeric/FloatFormats.h"
#include "tilec/Numeric/SubBytePacking.h"

#include <gtest/gtest.h>

#include <vector>

using namespace tilec::numeric;

namespace {

TEST(Packing, SpecExample) {
  // [0.5, 1.5] as f4E2M1FN is stored as 0b0011'0001.
  uint8_t a = uint8_t(encode(0.5, FloatFormat::F4E2M1FN));
  uint8_t b = uint8_t(encode(1.5, FloatFormat::F4E2M1FN));
  EXPECT_EQ(a, 0b0001);
  EXPECT_EQ(b, 0b0011);
  EXPECT_EQ(packNibbles(a, b), 0x31);
  uint8_t elements[2] = {a, b}, bytes[1] = {0};
  packNibbleArray(elements, 2, bytes);
  EXPECT_EQ(bytes[0], 0x31);
}

TEST(Packing, EveryByteRoundTrips) {
  for (unsigned byte = 0; byte < 256; ++byte) {
    uint8_t lo = lowNibble(uint8_t(byte)), hi = highNibble(uint8_t(byte));
    EXPECT_EQ(lo, byte & 0xF);
    EXPECT_EQ(hi, byte >> 4);
    EXPECT_EQ(packNibbles(lo, hi), byte);
  }
  // Only the low 4 bits of each argument count.
  EXPECT_EQ(packNibbles(0xF3, 0xA5), 0x53);
}

TEST(Packing, ArraysIncludingOddCounts) {
  std::vector<uint8_t> elements = {1, 2, 3, 4, 5, 6, 7};
  std::vector<uint8_t> bytes(4, 0xEE);
  packNibbleArray(elements.data(), elements.size(), bytes.data());
  EXPECT_EQ(bytes, (std::vector<uint8_t>{0x21, 0x43, 0x65, 0x07}));
  std::vector<uint8_t> back(elements.size());
  unpackNibbleArray(bytes.data(), back.size(), back.data());
  EXPECT_EQ(back, elements);
  for (size_t i = 0; i < elements.size(); ++i)
    EXPECT_EQ(getPackedNibble(bytes.data(), i), elements[i]);
}

TEST(Packing, SetKeepsNeighbour) {
  uint8_t bytes[2] = {0x00, 0xFF};
  setPackedNibble(bytes, 0, 0xA);
  setPackedNibble(bytes, 1, 0x5);
  setPackedNibble(bytes, 3, 0x0);
  EXPECT_EQ(bytes[0], 0x5A);
  EXPECT_EQ(bytes[1], 0x0F);
  setPackedNibble(bytes, 0, 0x13); // high bits of the value are dropped
  EXPECT_EQ(bytes[0], 0x53);
}

} // namespace
