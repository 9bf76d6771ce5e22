// Tensors over counting and coordinate iterators: the seed's printed examples, tiling,
// partitioning and slicing of coordinate tensors.
#include "tilec/layout.hpp"

#include <gtest/gtest.h>

using namespace tilec::layout;

namespace {

TEST(LayoutTensor, CountingTensorSeedExample) {
  auto A = make_tensor(counting_iterator<int>(42), make_shape(4, 5));
  std::string expected = "counting_iter(42) o (4,5):(_1,4):\n"
                         "   42   46   50   54   58\n"
                         "   43   47   51   55   59\n"
                         "   44   48   52   56   60\n"
                         "   45   49   53   57   61\n";
  EXPECT_EQ(tensor_string(A), expected);
}

TEST(LayoutTensor, ArithTupleIteratorSeedExample) {
  auto citer_1 = make_inttuple_iter(42, Int<2>{}, Int<7>{});
  auto citer_2 = citer_1 + make_tuple(Int<0>{}, 5, Int<2>{});
  EXPECT_EQ(to_string(*citer_2), "(42,7,_9)");
}

TEST(LayoutTensor, CoordinateTensorsSeedExample) {
  auto a = make_tensor(make_inttuple_iter(0, 0), make_shape(4, 5), make_stride(E<0>{}, E<1>{}));
  EXPECT_EQ(tensor_string(a), "ArithTuple(0,0) o (4,5):(_1@0,_1@1):\n"
                              "  (0,0)  (0,1)  (0,2)  (0,3)  (0,4)\n"
                              "  (1,0)  (1,1)  (1,2)  (1,3)  (1,4)\n"
                              "  (2,0)  (2,1)  (2,2)  (2,3)  (2,4)\n"
                              "  (3,0)  (3,1)  (3,2)  (3,3)  (3,4)\n");
  auto b = make_tensor(make_inttuple_iter(0, 0), make_shape(4, 5), make_stride(E<1>{}, E<0>{}));
  EXPECT_EQ(tensor_string(b), "ArithTuple(0,0) o (4,5):(_1@1,_1@0):\n"
                              "  (0,0)  (1,0)  (2,0)  (3,0)  (4,0)\n"
                              "  (0,1)  (1,1)  (2,1)  (3,1)  (4,1)\n"
                              "  (0,2)  (1,2)  (2,2)  (3,2)  (4,2)\n"
                              "  (0,3)  (1,3)  (2,3)  (3,3)  (4,3)\n");
}

TEST(LayoutTensor, LinearCombinationOfBases) {
  // 2*(2@1@0) + 3*(1@1) + 4*(5@1) + 7*(1@0@0) == ((7,4),23)
  auto v = 2 * (2 * E<0, 1>{}) + 3 * E<1>{} + 4 * (5 * E<1>{}) + 7 * E<0, 0>{};
  EXPECT_EQ(to_string(v), "((7,4),23)");
}

TEST(LayoutTensor, Rank1AndRank3Printing) {
  auto t1 = make_tensor(counting_iterator<int>(3), make_shape(_3{}));
  EXPECT_EQ(tensor_string(t1), "counting_iter(3) o (_3):(_1):\n    3\n    4\n    5\n");
  auto t3 = make_tensor(counting_iterator<int>(0), make_shape(_2{}, _3{}, _2{}));
  EXPECT_EQ(tensor_string(t3), "counting_iter(0) o (_2,_3,_2):(_1,_2,_6):\n"
                               "    0    2    4\n"
                               "    1    3    5\n"
                               "---------------\n"
                               "    6    8   10\n"
                               "    7    9   11\n");
  auto t4 = make_tensor(counting_iterator<int>(0), make_shape(_1{}, _2{}, _1{}, _2{}));
  EXPECT_EQ(tensor_string(t4), "counting_iter(0) o (_1,_2,_1,_2):(_0,_1,_0,_2):\n"
                               "    0    1\n"
                               "==========\n"
                               "    2    3\n");
}

TEST(LayoutTensor, IdentityTensorTiling) {
  auto id = make_identity_tensor(make_shape(_8{}, _6{}));
  EXPECT_EQ(to_string(id), "ArithTuple(_0,_0) o (_8,_6):(_1@0,_1@1)");
  auto tile = local_tile(id, make_tile(_4{}, _3{}), make_coord(1, 1));
  EXPECT_EQ(tensor_string(tile), "ArithTuple(4,3) o (_4,_3):(_1@0,_1@1):\n"
                                 "  (4,3)  (4,4)  (4,5)\n"
                                 "  (5,3)  (5,4)  (5,5)\n"
                                 "  (6,3)  (6,4)  (6,5)\n"
                                 "  (7,3)  (7,4)  (7,5)\n");
  auto column = id(_, 2);
  EXPECT_EQ(to_string(column), "ArithTuple(_0,2) o (_8):(_1@0)");
  auto nested = make_identity_layout(make_shape(make_shape(2, 3), 4));
  EXPECT_EQ(to_string(nested), "((2,3),4):((_1@0@0,_1@1@0),_1@1)");
}

TEST(LayoutTensor, TiledCoordinateTensor) {
  // A 2-D coordinate tensor tiled by a 4x2 tile: mode 0 walks the tile, modes 1.. the tiles.
  auto id = make_tensor(make_inttuple_iter(0, 0), make_shape(8, 4), make_stride(E<0>{}, E<1>{}));
  auto tiled = zipped_divide(id, make_tile(_4{}, _2{}));
  EXPECT_EQ(to_string(tiled), "ArithTuple(0,0) o ((_4,_2),(2,2)):((_1@0,_1@1),(_4@0,_2@1))");
  for (int t = 0; t < 4; ++t)
    for (int e = 0; e < 8; ++e) {
      auto c = tiled(e, t);
      EXPECT_EQ(get<0>(c), (t % 2) * 4 + e % 4);
      EXPECT_EQ(get<1>(c), (t / 2) * 2 + e / 4);
    }
}

TEST(LayoutTensor, PointerTensorPartition) {
  int data[24];
  for (int i = 0; i < 24; ++i) data[i] = i * 10;
  auto T = make_tensor(&data[0], make_shape(_4{}, _6{}));
  EXPECT_EQ(T(1, 2), 90);
  T(1, 2) = 7;
  EXPECT_EQ(data[9], 7);
  auto p = local_partition(T, Layout<Shape<_2, _2>>{}, 3);
  EXPECT_EQ(to_string(p.layout()), "(_2,_3):(_2,_8)");
  int expected[] = {50, 70, 130, 150, 210, 230};
  for (int i = 0; i < 6; ++i) EXPECT_EQ(p(i), expected[i]);
  auto owned = make_tensor<float>(make_shape(_2{}, _2{}));
  owned(1, 1) = 2.5f;
  EXPECT_EQ(tensor_string(owned, false), "  0.00e+00  0.00e+00\n  0.00e+00  2.50e+00\n");
}

TEST(LayoutTensor, SlicingMovesTheIterator) {
  auto A = make_tensor(counting_iterator<int>(42), make_shape(4, 5));
  EXPECT_EQ(to_string(A(_, 1)), "counting_iter(46) o (4):(_1)");
  EXPECT_EQ(to_string(A(2, _)), "counting_iter(44) o (5):(4)");
  EXPECT_EQ(A(3, 4), 61);
  EXPECT_EQ(A(make_coord(3, 4)), 61);
  EXPECT_EQ(A(19), 61);
  auto B = make_tensor(counting_iterator<int>(0), make_layout(make_shape(_4{}, _8{}), LayoutRight{}));
  EXPECT_EQ(to_string(local_tile(B, make_tile(_2{}, _4{}), make_coord(1, 1))), "counting_iter(20) o (_2,_4):(_8,_1)");
  EXPECT_EQ(to_string(local_partition(B, Layout<Shape<_2, _4>, Stride<_4, _1>>{}, 5)),
            "counting_iter(9) o (_2,_2):(_16,_4)");
  EXPECT_EQ(to_string(local_tile(B, make_tile(_2{}, _4{}), make_coord(1, _))), "counting_iter(16) o (_2,_4,_2):(_8,_1,_4)");
}

TEST(LayoutTensor, SlicingSwizzledLayoutsPastTheShape) {
  // CuTe splits a runtime coordinate into digits, one per run of bits on / off the swizzle's
  // bits (truncating division, the last run taking the rest): runs on the swizzle's bits are cut
  // to their bits and swizzled, the others are added unswizzled. (Printed by CuTe 4.2.)
  auto B = composition(Swizzle<1, 0, 2>{}, make_layout(make_shape(_4{}, _4{})));
  auto TB = make_tensor(counting_iterator<int>(0), B);
  int c = -1;
  EXPECT_EQ(to_string(TB(_, c)), "counting_iter(5) o ((_2,_2)):((-1,_2))");
  c = -5;
  EXPECT_EQ(to_string(TB(_, c)), "counting_iter(-11) o ((_2,_2)):((-1,_2))");
  auto C = composition(Swizzle<1, 0, 3>{}, make_layout(make_shape(_4{}, _4{})));
  auto TC = make_tensor(counting_iterator<int>(0), C);
  c = -2;
  EXPECT_EQ(to_string(TC(_, c)), "counting_iter(9) o ((_2,_2)):((-1,_2))");
  c = 4;
  EXPECT_EQ(to_string(TC(_, c)), "counting_iter(0) o ((_2,_2)):((1,_2))");
  auto D = composition(Swizzle<1, 1, 3>{}, make_layout(make_shape(_8{}, _4{}), LayoutRight{}));
  auto TD = make_tensor(counting_iterator<int>(0), D);
  c = -5;
  EXPECT_EQ(to_string(TD(c, _)), "counting_iter(14) o ((_2,_2)):((_1,-2))");
  c = 8;
  EXPECT_EQ(to_string(TD(c, _)), "counting_iter(0) o ((_2,_2)):((_1,2))");
  auto E2 = composition(Swizzle<2, 0, 2>{}, make_layout(make_shape(_4{}, _4{}), LayoutRight{}));
  auto TE = make_tensor(counting_iterator<int>(0), E2);
  c = -9;
  EXPECT_EQ(to_string(TE(c, _)), "counting_iter(15) o ((_2,_2)):((-1,-2))");
  auto F = composition(Swizzle<1, 2, 3>{}, make_layout(make_shape(_8{}, _4{}), LayoutRight{}));
  auto TF = make_tensor(counting_iterator<int>(0), F);
  c = 8;
  EXPECT_EQ(to_string(TF(c, _)), "counting_iter(32) o (_4):(_1)");
  c = -1;
  EXPECT_EQ(to_string(TF(c, _)), "counting_iter(4) o (_4):(_1)");
}

TEST(LayoutTensor, SlicingSwizzledLayouts) {
  int two = 2, eight = 8, one = 1, three = 3;
  auto L = composition(Swizzle<3, 3, 3>{}, make_layout(make_shape(_8{}, _64{}), LayoutRight{}));
  // No yyy bit of what is left lands on a zzz bit of it: a plain layout, Sw(offset) in the
  // iterator, one mode per bit the swizzle touches (static when the offset is).
  EXPECT_EQ(to_string(L(two, _)), "((_8,_2,_2,_2)):((_1,8,-16,32))");
  EXPECT_EQ(to_string(L(_2{}, _)), "((_16,_2,_2)):((_1,_-16,_32))");
  EXPECT_EQ(to_string(L(_, eight)), "((_2,_2,_2)):((56,144,288))");
  EXPECT_EQ(to_string(L(_, _1{})), "(_8):(_72)");
  auto T = make_tensor(counting_iterator<int>(0), L);
  EXPECT_EQ(to_string(T(two, _)), "counting_iter(144) o ((_8,_2,_2,_2)):((_1,8,-16,32))");
  EXPECT_EQ(to_string(T(_, 9)), "counting_iter(9) o ((_2,_2,_2)):((56,144,288))");
  EXPECT_EQ(to_string(T(make_coord(_, _))), "counting_iter(0) o Sw<3,3,3> o _0 o (_8,_64):(_64,_1)");
  // Every element still equals the unsliced tensor's.
  auto R = T(two, _);
  for (int j = 0; j < 64; ++j) EXPECT_EQ(R(j), T(2, j)) << j;
  // The swizzle must stay: the offset's swizzle bits stay with it (MixedBits when they depend
  // on a runtime coordinate), the other bits move into the iterator.
  auto W = composition(Swizzle<3, 3, 3>{}, make_layout(make_shape(_8{}, _512{}), LayoutRight{}));
  auto TW = make_tensor(counting_iterator<int>(0), W);
  EXPECT_EQ(to_string(TW(three, _)), "counting_iter(1536) o Sw<3,3,3> o _0 o (_512):(_1)");
  EXPECT_EQ(to_string(TW(_, 67)), "counting_iter(75) o (_8):(_512)");
  auto Q = composition(Swizzle<2, 0, 3>{}, make_layout(make_shape(make_shape(_2{}, _4{}), _8{})));
  auto TQ = make_tensor(counting_iterator<int>(0), Q);
  EXPECT_EQ(to_string(TQ(make_coord(_, three), _)), "counting_iter(4) o Sw<2,0,3> o M_0|(2&2)=2 o (_2,_8):(_1,_8)");
  EXPECT_EQ(to_string(TQ(make_coord(_, _3{}), _)), "counting_iter(4) o Sw<2,0,3> o _2 o (_2,_8):(_1,_8)");
  auto S = TQ(make_coord(_, three), _);
  EXPECT_EQ(to_string(S(_, 2)), "counting_iter(20) o (_2):(1)");
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 8; ++j) EXPECT_EQ(S(i, j), TQ(make_coord(i, 3), j)) << i << "," << j;
  auto Q3 = composition(Swizzle<3, 0, 3>{}, make_layout(make_shape(_2{}, _2{}, _2{}, _8{})));
  auto TQ3 = make_tensor(counting_iterator<int>(0), Q3);
  auto S3 = TQ3(_, _1{}, one, _);
  EXPECT_EQ(to_string(S3), "counting_iter(0) o Sw<3,0,3> o M_2|(4&4)=6 o (_2,_8):(_1,_8)");
  EXPECT_EQ(to_string(S3(_1{}, _)), "counting_iter(7) o ((_4,_2)):((_7,28))");
  EXPECT_EQ(to_string(S3(one, _)), "counting_iter(7) o ((_2,_2,_2)):((7,_14,28))");
  EXPECT_EQ(to_string(S3(_, _1{})), "counting_iter(15) o (_2):(_-1)");
  auto N = composition(Swizzle<2, 1, -2>{}, make_layout(make_shape(_8{}, _8{})));
  EXPECT_EQ(to_string(N(_, one)), "((_2,_2,_2)):((_1,-6,20))");
  EXPECT_EQ(to_string(N(_, _3{})), "((_2,_4)):((_1,_-6))");
}

TEST(LayoutTensor, IntegerStartedCoordinateIterator) {
  // make_inttuple_iter of one integer keeps it an integer; adding basis elements gives them.
  auto T = make_tensor(make_inttuple_iter(_0{}), make_layout(make_shape(3), make_stride(_2{} * E<1>{})));
  EXPECT_EQ(tensor_string(T), "ArithTuple_0 o (3):(_2@1):\n  0@1\n  2@1\n  4@1\n");
  EXPECT_EQ(to_string(T(_)), "ArithTuple_0@1 o (3):(_2@1)");
  auto I = make_identity_tensor(make_shape(4, _3{}));
  EXPECT_EQ(to_string(I(_, 2)), "ArithTuple(_0,2) o (4):(_1@0)");
}

TEST(LayoutTensor, ProjectedTilingAndPartitioning) {
  // An (M,K) tensor tiled by the (M,N,K) tiler of a GEMM: Step<_1, X, _1> keeps modes M and K.
  auto C = make_tensor(counting_iterator<int>(0), make_shape(_8{}, _6{}));
  auto t = local_tile(C, make_tile(_4{}, _2{}, _3{}), make_coord(1, 0, 1), Step<_1, X, _1>{});
  EXPECT_EQ(to_string(t), "counting_iter(28) o (_4,_3):(_1,_8)");
  auto p = local_partition(C, Layout<Shape<_2, _2>>{}, 3, Step<_1, X>{});
  EXPECT_EQ(to_string(p), "counting_iter(1) o (_4,_6):(_2,_8)");
}

} // namespace
