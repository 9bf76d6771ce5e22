//===- RuntimeValueTest.cpp - tiles and element encodings -----------------===//
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Interpreter/RuntimeValue.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace tilec::interp;

namespace {

TEST(RuntimeValueTest, RowMajorIndexing) {
  mlir::MLIRContext context;
  TileValue tile(mlir::Float32Type::get(&context), {2, 3, 4});
  EXPECT_EQ(tile.getNumElements(), 24);
  EXPECT_EQ(tile.linearize({1, 2, 3}), 23);
  EXPECT_EQ(tile.linearize({0, 1, 0}), 4);
  EXPECT_EQ(tile.delinearize(17), llvm::SmallVector<int64_t>({1, 1, 1}));
  TileValue scalar = TileValue::scalar(mlir::IntegerType::get(&context, 32), 7);
  EXPECT_EQ(scalar.getRank(), 0);
  EXPECT_EQ(scalar.elements, std::vector<uint64_t>({7}));
}

TEST(RuntimeValueTest, IntegerEncodings) {
  EXPECT_EQ(truncateBits(0x1FF, 8), 0xFFu);
  EXPECT_EQ(signExtend(0xFF, 8), -1);
  EXPECT_EQ(signExtend(0x7F, 8), 127);
  EXPECT_EQ(signExtend(0x8, 4), -8);
  EXPECT_EQ(signExtend(1, 1), -1); // i1 true read as signed (tile-ir-ops.md §2.3)
  EXPECT_EQ(signExtend(0x8000000000000000ull, 64), INT64_MIN);
}

TEST(RuntimeValueTest, FloatEncodingsAndFormatting) {
  mlir::MLIRContext context;
  mlir::Builder builder(&context);
  EXPECT_EQ(encodeFloat(1.5, builder.getF16Type()), 0x3E00u);
  EXPECT_EQ(decodeFloat(0x3E00, builder.getF16Type()), 1.5);
  EXPECT_EQ(encodeFloat(1000.0, builder.getType<mlir::Float8E4M3FNType>()), 0x7Eu); // saturates
  EXPECT_EQ(formatElement(0x3FC00000, builder.getF32Type()), "1.5");
  EXPECT_EQ(formatElement(0xFE, builder.getI8Type()), "-2");
  EXPECT_EQ(formatElement(1, builder.getI1Type()), "true");
}

} // namespace
