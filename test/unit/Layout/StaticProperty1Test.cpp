// Static layout family, strides scaled by 1 (see StaticPropertyTest.inc). The 384 layouts of
// the family are sampled with a stride coprime to 384 to keep compile time reasonable.
#include "StaticPropertyTest.inc"

namespace {
template <int... K> constexpr auto sampled(std::integer_sequence<int, K...>) {
  return std::integer_sequence<int, ((K * 37 + 1 * 11) % 384)...>{};
}
TEST(LayoutStaticProperty, Factor1Sample) { check_all<1>(sampled(std::make_integer_sequence<int, 48>{})); }
} // namespace
