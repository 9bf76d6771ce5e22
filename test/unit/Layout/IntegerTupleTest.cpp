// Static/dynamic integers and IntTuples: kinds are preserved by arithmetic and show in print.
#include "tilec/layout.hpp"

#include <gtest/gtest.h>

namespace cute = tilec::layout;
using namespace tilec::layout;

namespace {

TEST(LayoutIntegers, StaticArithmeticStaysStatic) {
  auto a = _2{} * _3{};
  static_assert(std::is_same_v<decltype(a), _6>);
  EXPECT_EQ(to_string(a), "_6");
  EXPECT_EQ(to_string(_4{} - _6{}), "_-2");
  EXPECT_EQ(to_string(Int<-1>{}), "_-1");
  EXPECT_EQ(to_string(_m1{}), "_-1");
  EXPECT_EQ(to_string(_256{}), "_256");
  // Mixing with a dynamic integer gives a dynamic one...
  auto b = _2{} * 3;
  static_assert(std::is_same_v<decltype(b), int>);
  EXPECT_EQ(to_string(b), "6");
  // ...except where the dynamic operand cannot matter.
  static_assert(std::is_same_v<decltype(_0{} * 7), _0>);
  static_assert(std::is_same_v<decltype(7 * _0{}), _0>);
  static_assert(std::is_same_v<decltype(7 % _1{}), _0>);
  static_assert(std::is_same_v<decltype(_0{} / 7), _0>);
  static_assert(std::is_same_v<decltype(_3{} == _3{}), C<true>>);
  EXPECT_EQ(to_string(int64_t(5)), "5");
  EXPECT_TRUE(is_static_v<decltype(make_shape(_2{}, make_shape(_3{}, _4{})))>);
  EXPECT_FALSE(is_static_v<decltype(make_shape(_2{}, make_shape(3, _4{})))>);
}

TEST(LayoutIntegers, MinMaxAbsSignum) {
  static_assert(std::is_same_v<decltype(cute::min(_3{}, _5{})), _3>);
  static_assert(std::is_same_v<decltype(cute::max(_3{}, _5{})), _5>);
  static_assert(std::is_same_v<decltype(cute::abs(Int<-4>{})), _4>);
  EXPECT_EQ(cute::min(_3{}, 2), 2);
  EXPECT_EQ(cute::signum(-7), -1);
}

TEST(LayoutIntTuple, MakeGetPrint) {
  auto t = make_tuple(1, _2{}, make_tuple(_3{}, 4));
  EXPECT_EQ(to_string(t), "(1,_2,(_3,4))");
  EXPECT_EQ(get<0>(t), 1);
  EXPECT_EQ(to_string(get<2, 0>(t)), "_3");
  EXPECT_EQ(to_string(make_tuple()), "()");
  EXPECT_EQ(to_string(_), "_");
  EXPECT_EQ(to_string(make_coord(_, 1)), "(_,1)");
  auto [x, y] = make_tuple(5, _6{});
  EXPECT_EQ(x, 5);
  EXPECT_EQ(to_string(y), "_6");
}

TEST(LayoutIntTuple, ProductDepthRankFlatten) {
  auto s = make_shape(2, make_shape(_3{}, 4));
  EXPECT_EQ(to_string(size(s)), "24");
  EXPECT_EQ(to_string(size(make_shape(_2{}, make_shape(_3{}, _4{})))), "_24");
  EXPECT_EQ(to_string(rank(s)), "_2");
  EXPECT_EQ(to_string(depth(s)), "_2");
  EXPECT_EQ(to_string(depth(7)), "_0");
  EXPECT_EQ(to_string(flatten(s)), "(2,_3,4)");
  EXPECT_EQ(to_string(product(make_tuple())), "_1");
}

TEST(LayoutIntTuple, ShapeDivAndCeilDiv) {
  EXPECT_EQ(to_string(shape_div(_12{}, _4{})), "_3");
  EXPECT_EQ(to_string(shape_div(_4{}, _12{})), "_1");
  EXPECT_EQ(to_string(shape_div(make_shape(_4{}, _6{}), _8{})), "(_1,_3)");
  EXPECT_EQ(to_string(shape_div(12, _4{})), "3");
  EXPECT_EQ(to_string(ceil_div(_10{}, _4{})), "_3");
  EXPECT_EQ(to_string(ceil_div(10, _4{})), "3");
  // Left to right: _4 takes ceil(8/4) = 2 of the divisor, leaving _6 / _2.
  EXPECT_EQ(to_string(ceil_div(make_shape(_4{}, _6{}), _8{})), "(_1,_3)");
}

TEST(LayoutIntTuple, Coordinates) {
  auto s = make_shape(_4{}, make_shape(_2{}, _3{}));
  EXPECT_EQ(to_string(idx2crd(13, s)), "(1,(1,1))");
  EXPECT_EQ(to_string(crd2idx(make_coord(1, make_coord(1, 1)), s, compact_col_major(s))), "13");
  EXPECT_EQ(to_string(crd2idx(_5{}, s, compact_col_major(s))), "_5");
  EXPECT_EQ(to_string(slice(make_coord(_, make_coord(1, _)), s)), "(_4,_3)");
  EXPECT_EQ(to_string(dice(make_coord(_, make_coord(1, _)), s)), "(_2)");
}

TEST(LayoutIntTuple, CoordinateKindsFollowCuTe) {
  // The last mode takes the whole quotient: a trailing static _1 of a runtime index is a
  // runtime 0, an inner one a static _0.
  auto s = make_shape(make_shape(8), _8{}, make_shape(make_shape(_1{}), _1{}));
  EXPECT_EQ(to_string(idx2crd(36, s)), "((4),4,((_0),0))");
  EXPECT_EQ(to_string(idx2crd(5, make_shape(_8{}, _1{}))), "(5,0)");
  EXPECT_EQ(to_string(idx2crd(16, make_shape(_8{}, make_shape(make_shape(8, _1{}), 1)))), "(0,((2,0),0))");
  EXPECT_EQ(to_string(idx2crd(Int<13>{}, make_shape(_4{}, _8{}))), "(_1,_3)");
  // crd2idx against a shape: a runtime coordinate of a _1 mode keeps the index dynamic.
  EXPECT_EQ(to_string(crd2idx(make_coord(make_coord(_5{}), 0), make_shape(make_shape(_8{}), _1{}))), "5");
  EXPECT_EQ(to_string(crd2idx(make_coord(_1{}, _3{}), make_shape(_4{}, _8{}))), "_13");
  EXPECT_EQ(to_string(crd2idx(make_coord(1, make_coord(1, 1)), make_shape(_4{}, make_shape(_2{}, _3{})))), "13");
}

TEST(LayoutIntTuple, EqualityAndStaticness) {
  static_assert(std::is_same_v<decltype(make_shape(_2{}, _3{}) == make_shape(_2{}, _3{})), C<true>>);
  static_assert(std::is_same_v<decltype(make_shape(_2{}, _3{}) == make_shape(_2{}, _4{})), C<false>>);
  EXPECT_FALSE(make_shape(2, 3) == make_shape(2, 4));
  EXPECT_TRUE(make_shape(2, make_shape(3, 4)) == make_shape(2, make_shape(3, 4)));
  static_assert(is_static_v<Layout<Shape<_2, _3>>>);
  static_assert(!is_static_v<decltype(make_layout(2))>);
}

} // namespace
