// Exact printed text of layouts and print_layout tables, derived by hand from CuTe's rules.
#include "tilec/layout.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

using namespace tilec::layout;

namespace {

TEST(LayoutPrint, CompactStrides) {
  EXPECT_EQ(to_string(make_layout(make_shape(2, 3))), "(2,3):(_1,2)");
  EXPECT_EQ(to_string(make_layout(make_shape(_4{}, _1{}, _3{}))), "(_4,_1,_3):(_1,_0,_4)");
  EXPECT_EQ(to_string(make_layout(make_shape(2, _3{}, 4), LayoutRight{})), "(2,_3,4):(12,4,_1)");
  EXPECT_EQ(to_string(make_layout(make_shape(_4{}, make_shape(2, _3{})), make_stride(_1{}, make_stride(4, _8{})))),
            "(_4,(2,_3)):(_1,(4,_8))");
  EXPECT_EQ(to_string(make_layout(make_shape(_4{}))), "(_4):(_1)");
  EXPECT_EQ(to_string(make_layout(_8{})), "_8:_1");
  EXPECT_EQ(to_string(make_layout(8)), "8:_1");
  EXPECT_EQ(to_string(Layout<Shape<_2, _4>, Stride<_4, _1>>{}), "(_2,_4):(_4,_1)");
  EXPECT_EQ(to_string(Layout<Shape<_2, Shape<_2, _2>>>{}), "(_2,(_2,_2)):(_1,(_2,_4))");
  EXPECT_EQ(to_string(make_layout(make_shape(_2{}, _3{}), LayoutRight{})), "(_2,_3):(_3,_1)");
  EXPECT_EQ(to_string(make_layout(make_shape(make_shape(2, _2{}), 3), LayoutRight{})), "((2,_2),3):((6,3),_1)");
}

TEST(LayoutPrint, ScaledBasis) {
  EXPECT_EQ(to_string(E<0>{}), "_1@0");
  EXPECT_EQ(to_string(E<1>{}), "_1@1");
  EXPECT_EQ(to_string(5 * E<0, 1>{}), "5@1@0");
  EXPECT_EQ(to_string(E<1, 0>{}), "_1@0@1");
  EXPECT_EQ(to_string(E<>{}), "_1");
  EXPECT_EQ(to_string(_3{} * E<2>{}), "_3@2");
  EXPECT_EQ(to_string(3 * E<0>{} + 4 * E<1>{}), "(3,4)");
  EXPECT_EQ(to_string(make_layout(make_shape(4, 5), make_stride(E<0>{}, E<1>{}))), "(4,5):(_1@0,_1@1)");
}

TEST(LayoutPrint, PrintLayoutTable) {
  std::string expected = "(_4,_3):(_1,_4)\n"
                         "       0    1    2 \n"
                         "    +----+----+----+\n"
                         " 0  |  0 |  4 |  8 |\n"
                         "    +----+----+----+\n"
                         " 1  |  1 |  5 |  9 |\n"
                         "    +----+----+----+\n"
                         " 2  |  2 |  6 | 10 |\n"
                         "    +----+----+----+\n"
                         " 3  |  3 |  7 | 11 |\n"
                         "    +----+----+----+\n";
  EXPECT_EQ(layout_table_string(make_layout(make_shape(_4{}, _3{}))), expected);
  std::string row = "(2,3):(3,1)\n"
                    "      0   1   2 \n"
                    "    +---+---+---+\n"
                    " 0  | 0 | 1 | 2 |\n"
                    "    +---+---+---+\n"
                    " 1  | 3 | 4 | 5 |\n"
                    "    +---+---+---+\n";
  EXPECT_EQ(layout_table_string(make_layout(make_shape(2, 3), make_stride(3, 1))), row);
}

TEST(LayoutPrint, OstreamMatchesPrint) {
  std::ostringstream os;
  os << make_layout(make_shape(_2{}, 3)) << " " << _5{} << " " << make_tuple(1, _2{});
  EXPECT_EQ(os.str(), "(_2,3):(_1,_2) _5 (1,_2)");
}

// ---- printing round trip: the printed grammar carries every value and its kind --------------
struct Node {
  bool leaf = false, is_static = false;
  long long value = 0;
  std::vector<Node> children;
  bool operator==(Node const &o) const {
    return leaf == o.leaf && is_static == o.is_static && value == o.value && children == o.children;
  }
};
template <class T> Node tree(T const &t) {
  Node n;
  if constexpr (is_tuple_v<T>) {
    [&]<std::size_t... I>(std::index_sequence<I...>) { (n.children.push_back(tree(get<I>(t))), ...); }(
        std::make_index_sequence<tuple_size_v<T>>{});
  } else {
    n.leaf = true;
    n.is_static = is_static_integer_v<T>;
    n.value = (long long)t;
  }
  return n;
}
Node parse(std::string const &s, size_t &i) {
  Node n;
  if (s[i] == '(') {
    ++i;
    while (s[i] != ')') {
      n.children.push_back(parse(s, i));
      if (s[i] == ',') ++i;
    }
    ++i;
    return n;
  }
  n.leaf = true;
  if (s[i] == '_') {
    n.is_static = true;
    ++i;
  }
  size_t used = 0;
  n.value = std::stoll(s.substr(i), &used);
  i += used;
  return n;
}
std::string unparse(Node const &n) {
  if (n.leaf) return (n.is_static ? "_" : "") + std::to_string(n.value);
  std::string out = "(";
  for (size_t k = 0; k < n.children.size(); ++k) out += (k ? "," : "") + unparse(n.children[k]);
  return out + ")";
}
template <class L> void expect_round_trip(L const &l) {
  std::string text = to_string(l);
  size_t i = 0;
  Node sh = parse(text, i);
  ASSERT_EQ(text[i], ':') << text;
  ++i;
  Node st = parse(text, i);
  EXPECT_EQ(i, text.size()) << text;
  EXPECT_TRUE(sh == tree(l.shape())) << text;
  EXPECT_TRUE(st == tree(l.stride())) << text;
  EXPECT_EQ(unparse(sh) + ":" + unparse(st), text);
}

TEST(LayoutPrint, RoundTrip) {
  expect_round_trip(make_layout(make_shape(_4{}, make_shape(2, _3{})), make_stride(_1{}, make_stride(4, _8{}))));
  expect_round_trip(make_layout(make_shape(12, make_shape(4, 8)), make_stride(59, make_stride(13, 1))));
  expect_round_trip(make_layout(make_shape(_4{}), make_stride(Int<-1>{})));
  expect_round_trip(logical_divide(Layout<Shape<_4, _2, _3>, Stride<_2, _1, _8>>{}, Layout<_4, _2>{}));
  expect_round_trip(blocked_product(Layout<Shape<_2, _2>>{}, make_layout(make_shape(_3{}, _4{}))));
  expect_round_trip(composition(make_layout(make_shape(8, 6)), make_tile(_4{}, 3)));
  expect_round_trip(make_layout(_8{}));
}

TEST(LayoutPrint, SwizzledLayouts) {
  auto sw = composition(Swizzle<1, 0, 1>{}, Layout<Shape<_4, _2>, Stride<_2, _1>>{});
  EXPECT_EQ(to_string(sw), "Sw<1,0,1> o _0 o (_4,_2):(_2,_1)");
  // Offset bit 1 is xor-ed into bit 0: rows 1 and 3 swap their columns.
  EXPECT_EQ(layout_table_string(sw), "Sw<1,0,1> o _0 o (_4,_2):(_2,_1)\n"
                                     "      0   1 \n"
                                     "    +---+---+\n"
                                     " 0  | 0 | 1 |\n"
                                     "    +---+---+\n"
                                     " 1  | 3 | 2 |\n"
                                     "    +---+---+\n"
                                     " 2  | 4 | 5 |\n"
                                     "    +---+---+\n"
                                     " 3  | 7 | 6 |\n"
                                     "    +---+---+\n");
  auto atom = composition(Swizzle<3, 3, 3>{}, Layout<Shape<_8, _64>, Stride<_64, _1>>{});
  // tile_to_shape does not coalesce its result (as real CuTe prints it).
  EXPECT_EQ(to_string(tile_to_shape(atom, make_shape(_128{}, _64{}))),
            "Sw<3,3,3> o _0 o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))");
  // Swizzle<3,3,3> xors bits 6..8 into bits 3..5.
  EXPECT_EQ(to_string((Swizzle<3, 3, 3>{}(_65{}))), "_73");
  EXPECT_EQ((Swizzle<3, 3, 3>{}(72)), 64);
}

} // namespace
