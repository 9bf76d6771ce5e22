//===- ViewIndexSpaceTest.cpp - index spaces of the seed's example views --===//
#include "TypeParsing.h"

#include "tilec/Dialect/CudaTile/ViewIndexSpace.h"

#include "mlir/IR/BuiltinTypeInterfaces.h"

using namespace tilec::cuda_tile;
using tilec::testing::CudaTileTypeTest;
using Shape = llvm::SmallVector<int64_t>;

namespace {

using ViewIndexSpaceTest = CudaTileTypeTest;

// Expected shapes are the ones the seed states in prose (§5.6.2, §5.6.4, §5.6.1).
TEST_F(ViewIndexSpaceTest, PartitionViewSeedExamples) {
  EXPECT_EQ(getIndexSpaceShape(parse("!cuda_tile.partition_view<tile=(2), "
                                     "tensor_view<16xf32, strides=[1]>>")),
            Shape({8}));
  EXPECT_EQ(getIndexSpaceShape(parse("!cuda_tile.partition_view<tile=(4x2), "
                                     "tensor_view<64x16xf32, strides=[16, 1]>>")),
            Shape({16, 8}));
  EXPECT_EQ(getIndexSpaceShape(parse("!cuda_tile.partition_view<tile=(4x2), "
                                     "tensor_view<64x16xf32, strides=[16, 1]>, dim_map=[1, 0]>")),
            Shape({4, 32}));
}

TEST_F(ViewIndexSpaceTest, PartitionViewCountsPartialTiles) {
  // 64x256 split into 128x128 tiles: one partial row of tiles, two columns (seed §5.4.3).
  EXPECT_EQ(getIndexSpaceShape(parse("!cuda_tile.partition_view<tile=(128x128), "
                                     "tensor_view<64x256xf32, strides=[256,1]>>")),
            Shape({1, 2}));
}

TEST_F(ViewIndexSpaceTest, StridedViewSeedExamples) {
  EXPECT_EQ(getIndexSpaceShape(parse("!cuda_tile.strided_view<tile=(2), traversal_strides=[2], "
                                     "tensor_view<16xf32, strides=[1]>>")),
            Shape({8}));
  EXPECT_EQ(getIndexSpaceShape(parse("!cuda_tile.strided_view<tile=(2), traversal_strides=[3], "
                                     "tensor_view<16xf32, strides=[1]>>")),
            Shape({6}));
  EXPECT_EQ(getIndexSpaceShape(parse("!cuda_tile.strided_view<tile=(2), traversal_strides=[1], "
                                     "tensor_view<8xf32, strides=[1]>>")),
            Shape({8}));
  EXPECT_EQ(getIndexSpaceShape(parse("!cuda_tile.strided_view<tile=(4x2), "
                                     "traversal_strides=[4,3], "
                                     "tensor_view<64x16xf32, strides=[16, 1]>>")),
            Shape({16, 6}));
  EXPECT_EQ(getIndexSpaceShape(parse("!cuda_tile.strided_view<tile=(4x2), "
                                     "traversal_strides=[4,3], "
                                     "tensor_view<64x16xf32, strides=[16, 1]>, dim_map=[1, 0]>")),
            Shape({4, 22}));
}

TEST_F(ViewIndexSpaceTest, GatherScatterViewIsTensorShape) {
  EXPECT_EQ(getIndexSpaceShape(parse("!cuda_tile.gather_scatter_view<tile=(8x16), "
                                     "padding_value = zero, "
                                     "tensor_view<128x256xf32, strides=[256, 1]>, sparse_dim=0>")),
            Shape({128, 256}));
}

TEST_F(ViewIndexSpaceTest, DynamicSizesStayDynamicUntilKnown) {
  mlir::Type view = parse("!cuda_tile.partition_view<tile=(16x64), "
                          "tensor_view<?x64xf16, strides=[64,1]>>");
  EXPECT_EQ(getIndexSpaceShape(view), Shape({mlir::ShapedType::kDynamic, 1}));
  EXPECT_EQ(getIndexSpaceShape(view, {100, 64}), Shape({7, 1}));
}

TEST_F(ViewIndexSpaceTest, NotAViewHasNoIndexSpace) {
  EXPECT_TRUE(getIndexSpaceShape(parse("!cuda_tile.tile<4xf32>")).empty());
}

} // namespace
