// Known results of the layout algebra (static, dynamic and mixed), as exact printed text.
#include "tilec/layout.hpp"

#include <gtest/gtest.h>

using namespace tilec::layout;

namespace {

TEST(LayoutAlgebra, Coalesce) {
  EXPECT_EQ(to_string(coalesce(make_layout(make_shape(_4{}, _3{})))), "_12:_1");
  EXPECT_EQ(to_string(coalesce(make_layout(make_shape(_2{}, make_shape(_1{}, _6{})),
                                           make_stride(_1{}, make_stride(_6{}, _2{}))))),
            "_12:_1");
  EXPECT_EQ(to_string(coalesce(Layout<Shape<_2, _4>, Stride<_0, _0>>{})), "_8:_0");
  EXPECT_EQ(to_string(coalesce(Layout<Shape<_1, _1>>{})), "_1:_0");
  EXPECT_EQ(to_string(coalesce(Layout<Shape<_2, _4>, Stride<_4, _1>>{})), "(_2,_4):(_4,_1)");
  // Dynamic shapes cannot be proven contiguous, so they are not merged.
  EXPECT_EQ(to_string(coalesce(make_layout(make_shape(2, 3)))), "(2,3):(_1,2)");
  // Nor is a dynamic extent merged into a contiguous static one (as real CuTe prints it).
  EXPECT_EQ(to_string(coalesce(make_layout(make_shape(_2{}, 3)))), "(_2,3):(_1,_2)");
  EXPECT_EQ(to_string(coalesce(make_layout(make_shape(3, _2{})))), "(3,_2):(_1,3)");
  // Mode by mode.
  EXPECT_EQ(to_string(coalesce(make_layout(make_shape(_2{}, make_shape(_3{}, _6{}))), make_tuple(_1{}, _1{}))),
            "(_2,_18):(_1,_2)");
}

TEST(LayoutAlgebra, Composition) {
  EXPECT_EQ(to_string(composition(make_layout(make_shape(_4{}, _3{})), Layout<Shape<_2, _3>, Stride<_3, _1>>{})),
            "(_2,_3):(_3,_1)");
  auto a = make_layout(make_shape(12, make_shape(4, 8)), make_stride(59, make_stride(13, 1)));
  EXPECT_EQ(to_string(composition(a, make_tile(Layout<_3, _4>{}, Layout<_8, _2>{}))), "(_3,(2,4)):(236,(26,1))");
  EXPECT_EQ(to_string(composition(Layout<Shape<_6, _2>, Stride<_8, _2>>{}, Layout<Shape<_4, _3>, Stride<_3, _1>>{})),
            "((_2,_2),_3):((_24,_2),_8)");
  EXPECT_EQ(to_string(composition(Layout<Shape<_4, _6>>{}, make_tile(_2{}, _3{}))), "(_2,_3):(_1,_4)");
  EXPECT_EQ(to_string(composition(Layout<Shape<_4, _6>>{}, _8{})), "_8:_1");
  EXPECT_EQ(to_string(composition(Layout<_20, _2>{}, Layout<Shape<_5, _4>, Stride<_4, _1>>{})), "(_5,_4):(_8,_2)");
}

TEST(LayoutAlgebra, Complement) {
  EXPECT_EQ(to_string(complement(Layout<_4, _1>{}, _24{})), "_6:_4");
  EXPECT_EQ(to_string(complement(Layout<_6, _4>{}, _24{})), "_4:_1");
  EXPECT_EQ(to_string(complement(Layout<Shape<_2, _2>, Stride<_1, _6>>{}, _24{})), "(_3,_2):(_2,_12)");
  EXPECT_EQ(to_string(complement(Layout<Shape<_4, _6>, Stride<_1, _4>>{}, _24{})), "_1:_0");
  EXPECT_EQ(to_string(complement(Layout<_4, _2>{})), "_2:_1");
  EXPECT_EQ(to_string(complement(make_layout(4, 2), 24)), "(2,3):(_1,8)");
  EXPECT_EQ(to_string(complement(Layout<_4, _0>{}, _8{})), "_8:_1");
}

TEST(LayoutAlgebra, Divide) {
  auto a = Layout<Shape<_4, _2, _3>, Stride<_2, _1, _8>>{};
  EXPECT_EQ(to_string(logical_divide(a, Layout<_4, _2>{})), "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");
  auto m = make_layout(make_shape(_8{}, _6{}));
  EXPECT_EQ(to_string(logical_divide(m, make_tile(_2{}, _3{}))), "((_2,_4),(_3,_2)):((_1,_2),(_8,_24))");
  EXPECT_EQ(to_string(zipped_divide(m, make_tile(_2{}, _3{}))), "((_2,_3),(_4,_2)):((_1,_8),(_2,_24))");
  EXPECT_EQ(to_string(tiled_divide(m, make_tile(_2{}, _3{}))), "((_2,_3),_4,_2):((_1,_8),_2,_24)");
  EXPECT_EQ(to_string(flat_divide(m, make_tile(_2{}, _3{}))), "(_2,_3,_4,_2):(_1,_8,_2,_24)");
  EXPECT_EQ(to_string(logical_divide(Layout<_16, _1>{}, _4{})), "(_4,_4):(_1,_4)");
}

TEST(LayoutAlgebra, Product) {
  auto block = Layout<Shape<_2, _2>, Stride<_1, _2>>{};
  auto tiler = Layout<Shape<_3, _4>>{};
  EXPECT_EQ(to_string(logical_product(block, tiler)), "((_2,_2),(_3,_4)):((_1,_2),(_4,_12))");
  EXPECT_EQ(to_string(zipped_product(block, tiler)), "((_2,_2),(_3,_4)):((_1,_2),(_4,_12))");
  EXPECT_EQ(to_string(blocked_product(block, tiler)), "((_2,_3),(_2,_4)):((_1,_4),(_2,_12))");
  EXPECT_EQ(to_string(raked_product(block, tiler)), "((_3,_2),(_4,_2)):((_4,_1),(_12,_2))");
  EXPECT_EQ(to_string(logical_product(Layout<Shape<_2, _2>, Stride<_4, _1>>{}, Layout<_6, _1>{})),
            "((_2,_2),(_2,_3)):((_4,_1),(_2,_8))");
}

TEST(LayoutAlgebra, Inverse) {
  EXPECT_EQ(to_string(right_inverse(Layout<Shape<_4, _2>, Stride<_2, _1>>{})), "(_2,_4):(_4,_1)");
  EXPECT_EQ(to_string(right_inverse(Layout<_4, _2>{})), "_1:_0");
  EXPECT_EQ(to_string(left_inverse(Layout<_4, _2>{})), "(_2,_4):(_0,_1)"); // odd offsets are never produced: they map to 0
  EXPECT_EQ(to_string(right_inverse(make_layout(make_shape(_4{}, _8{})))), "_32:_1");
}

TEST(LayoutAlgebra, FilterAndSlice) {
  EXPECT_EQ(to_string(filter(make_layout(make_shape(_2{}, _3{}, _4{}), make_stride(_1{}, _0{}, _2{})))), "_8:_1");
  auto L = make_layout(make_shape(_4{}, make_shape(2, _3{})));
  EXPECT_EQ(to_string(L(_, 1)), "(_4):(_1)");
  EXPECT_EQ(to_string(L(2, _)), "((2,_3)):((_4,8))");
  EXPECT_EQ(to_string(L(_, make_coord(_, 2))), "(_4,2):(_1,_4)");
  EXPECT_EQ(to_string(L(1, make_coord(1, 1))), "13");
  EXPECT_EQ(to_string(L(5)), "5");
  EXPECT_EQ(to_string(L(_5{})), "5"); // mode 1 has a dynamic size, so the index is dynamic
  EXPECT_EQ(to_string(Layout<Shape<_4, _3>>{}(_5{})), "_5");
  EXPECT_EQ(to_string(Layout<Shape<_4, _3>>{}(_1{}, _2{})), "_9");
}

TEST(LayoutAlgebra, Properties) {
  auto L = make_layout(make_shape(2, make_shape(_3{}, 4)));
  EXPECT_EQ(to_string(size(L)), "24");
  EXPECT_EQ(to_string(cosize(Layout<Shape<_2, _3>, Stride<_3, _1>>{})), "_6");
  EXPECT_EQ(to_string(rank(L)), "_2");
  EXPECT_EQ(to_string(depth(L)), "_2");
  EXPECT_EQ(to_string(shape<1>(L)), "(_3,4)");
  EXPECT_EQ(to_string(stride<1, 0>(L)), "2");
  EXPECT_EQ(to_string(size<1>(L)), "12");
  EXPECT_EQ(to_string(layout<1>(L)), "(_3,4):(2,6)");
  EXPECT_EQ(to_string(flatten(L)), "(2,_3,4):(_1,2,6)");
  EXPECT_EQ(to_string(make_layout(Layout<_2, _1>{}, Layout<_3, _2>{})), "(_2,_3):(_1,_2)");
}

TEST(LayoutAlgebra, OrderedTilingAndCommonVectors) {
  EXPECT_EQ(to_string(make_ordered_layout(make_shape(_4{}, _8{}, _2{}), make_step(_1{}, _0{}, _2{}))),
            "(_4,_8,_2):(_8,_1,_32)");
  EXPECT_EQ(to_string(tile_to_shape(Layout<Shape<_2, _2>>{}, make_shape(_8{}, _4{}))), "((_2,_4),(_2,_2)):((_1,_4),(_2,_16))");
  EXPECT_EQ(to_string(tile_to_shape(Layout<Shape<_2, _2>>{}, make_shape(_8{}, _4{}), GenRowMajor{})),
            "((_2,_4),(_2,_2)):((_1,_8),(_2,_4))"); // not coalesced, as real CuTe prints it
  EXPECT_EQ(to_string(max_common_vector(Layout<Shape<_4, _8>>{}, Layout<Shape<_4, _8>>{})), "_32");
  EXPECT_EQ(to_string(max_common_vector(Layout<Shape<_4, _8>, Stride<_8, _1>>{}, Layout<Shape<_4, _8>>{})), "_1");
  EXPECT_EQ(to_string(max_common_layout(Layout<Shape<_4, _8>>{}, Layout<Shape<_4, _8>>{})), "_32:_1");
}

} // namespace
