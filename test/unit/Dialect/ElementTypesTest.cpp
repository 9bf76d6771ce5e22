//===- ElementTypesTest.cpp - element classes, widths, packing ------------===//
#include "TypeParsing.h"

#include "tilec/Dialect/CudaTile/ElementTypes.h"

using namespace tilec::cuda_tile;
using tilec::testing::CudaTileTypeTest;

namespace {

using ElementTypesTest = CudaTileTypeTest;

struct Sizes {
  const char *type;
  unsigned bitWidth;
  unsigned storageBits;
};

TEST_F(ElementTypesTest, BitWidthAndStorageSize) {
  const Sizes table[] = {
      {"i1", 1, 8},          {"i4", 4, 4},         {"i8", 8, 8},
      {"i16", 16, 16},       {"i32", 32, 32},      {"i64", 64, 64},
      {"f16", 16, 16},       {"bf16", 16, 16},     {"f32", 32, 32},
      {"tf32", 19, 32},      {"f64", 64, 64},      {"f8E4M3FN", 8, 8},
      {"f8E5M2", 8, 8},      {"f8E8M0FNU", 8, 8},  {"f4E2M1FN", 4, 4},
      {"!cuda_tile.ptr<f16>", 64, 64},
  };
  for (const Sizes &entry : table) {
    mlir::Type type = parse(entry.type);
    EXPECT_EQ(getElementBitWidth(type), entry.bitWidth) << entry.type;
    EXPECT_EQ(getElementStorageBits(type), entry.storageBits) << entry.type;
    EXPECT_EQ(isSubByteElementType(type), entry.storageBits < 8) << entry.type;
  }
}

TEST_F(ElementTypesTest, TypeClasses) {
  EXPECT_TRUE(isIntegerElementType(parse("i1")));
  EXPECT_FALSE(isIntegerElementType(parse("i4")));
  EXPECT_TRUE(isIntegerOrI4ElementType(parse("i4")));
  EXPECT_FALSE(isIntegerElementType(parse("i3")));
  EXPECT_FALSE(isIntegerElementType(parse("si32")));
  EXPECT_TRUE(isBaseFloatElementType(parse("bf16")));
  EXPECT_FALSE(isBaseFloatElementType(parse("tf32")));
  EXPECT_TRUE(isFloatElementType(parse("f8E8M0FNU")));
  EXPECT_FALSE(isFloatElementType(parse("f8E4M3FNUZ")));
  EXPECT_FALSE(isNumericElementType(parse("i4")));
  EXPECT_FALSE(isNumericElementType(parse("index")));
  EXPECT_TRUE(isTileElementType(parse("i4")));
  EXPECT_TRUE(isTileElementType(parse("!cuda_tile.ptr<i8>")));
  EXPECT_FALSE(isTileElementType(parse("!cuda_tile.token")));
}

TEST_F(ElementTypesTest, NibbleOrderIsLittleEndian) {
  // Seed §5.2.2: element i (even) in bits 3..0, element i+1 in bits 7..4 of byte i/2.
  EXPECT_EQ(getNibblePosition(0).byteIndex, 0);
  EXPECT_EQ(getNibblePosition(0).bitOffset, 0u);
  EXPECT_EQ(getNibblePosition(1).byteIndex, 0);
  EXPECT_EQ(getNibblePosition(1).bitOffset, 4u);
  EXPECT_EQ(getNibblePosition(6).byteIndex, 3);
  EXPECT_EQ(getNibblePosition(7).bitOffset, 4u);
}

} // namespace
