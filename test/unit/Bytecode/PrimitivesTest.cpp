//===- PrimitivesTest.cpp - varints and padding of the bytecode format ----===//
#include "Primitives.h"

#include "gtest/gtest.h"

using namespace tilec::bytecode;

namespace {

std::vector<uint8_t> encodeVar(uint64_t value) {
  ByteWriter writer;
  writer.writeVar(value);
  return writer.bytes;
}

// tile-ir-bytecode.md §2.2 examples.
TEST(BytecodePrimitives, VarintsAreMinimalLeb128) {
  EXPECT_EQ(encodeVar(0), (std::vector<uint8_t>{0x00}));
  EXPECT_EQ(encodeVar(127), (std::vector<uint8_t>{0x7F}));
  EXPECT_EQ(encodeVar(128), (std::vector<uint8_t>{0x80, 0x01}));
  EXPECT_EQ(encodeVar(256), (std::vector<uint8_t>{0x80, 0x02}));
  EXPECT_EQ(encodeVar(312), (std::vector<uint8_t>{0xB8, 0x02}));
  EXPECT_EQ(encodeVar(UINT64_MAX).size(), 10u);
}

TEST(BytecodePrimitives, ZigzagRoundTrips) {
  for (int64_t value : {int64_t(0), int64_t(-1), int64_t(1), INT64_MIN, INT64_MAX})
    EXPECT_EQ(zigzagDecode(zigzagEncode(value)), value);
  // §2.6: the f32 bit pattern of 1.0 is written as zigzag 0x7F000000.
  EXPECT_EQ(zigzagEncode(0x3F800000), 0x7F000000u);
}

TEST(BytecodePrimitives, ReaderAcceptsNonMinimalVarints) {
  std::vector<uint8_t> bytes = {0x80, 0x80, 0x00};
  DecodeError error;
  ByteReader reader(bytes, 0, "test", error);
  uint64_t value = 1;
  EXPECT_TRUE(reader.readVar(value));
  EXPECT_EQ(value, 0u);
  EXPECT_FALSE(error.failed());
}

TEST(BytecodePrimitives, ReaderRejectsTruncatedAndOverlongVarints) {
  std::vector<uint8_t> truncated = {0x80, 0x80};
  DecodeError error;
  ByteReader reader(truncated, 16, "Func section", error);
  uint64_t value;
  EXPECT_FALSE(reader.readVar(value));
  EXPECT_EQ(error.message, "Func section, offset 16: truncated varint");

  std::vector<uint8_t> overlong(11, 0x80);
  DecodeError error2;
  ByteReader reader2(overlong, 0, "Type section", error2);
  EXPECT_FALSE(reader2.readVar(value));
  EXPECT_NE(error2.message.find("longer than 10 bytes"), std::string::npos);
}

TEST(BytecodePrimitives, PaddingIsCBToTheAlignment) {
  ByteWriter writer;
  writer.writeByte(1);
  writer.alignTo(4);
  EXPECT_EQ(writer.bytes, (std::vector<uint8_t>{0x01, 0xCB, 0xCB, 0xCB}));
  writer.alignTo(4);
  EXPECT_EQ(writer.size(), 4u);
}

TEST(BytecodePrimitives, ArraysAreCountedLittleEndian) {
  ByteWriter writer;
  writer.writeArray64({2});
  EXPECT_EQ(writer.bytes, (std::vector<uint8_t>{0x01, 0x02, 0, 0, 0, 0, 0, 0, 0}));
  DecodeError error;
  ByteReader reader(writer.bytes, 0, "test", error);
  llvm::SmallVector<int64_t> values;
  EXPECT_TRUE(reader.readArray64(values));
  EXPECT_EQ(values, (llvm::SmallVector<int64_t>{2}));
  // A count larger than the data is refused before anything is allocated.
  std::vector<uint8_t> huge = {0xFF, 0xFF, 0xFF, 0xFF, 0x0F};
  ByteReader hugeReader(huge, 0, "test", error);
  EXPECT_FALSE(hugeReader.readArray32(values));
}

} // namespace
