//===- layout/congruence.hpp - congruent / compatible shapes ----------------===//
//
// Relations between the profiles of two IntTuples (or layouts, through their shapes), with the
// result kinds CuTe prints: `congruent` and `weakly_congruent` depend on the profile only, so
// they are always static (`_1`/`_0`); `compatible` compares sizes, so it is static when every
// comparison is, and a static `_0` as soon as one comparison is statically false.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_CONGRUENCE_HPP
#define TILEC_LAYOUT_CONGRUENCE_HPP

#include "tilec/layout/layout.hpp"

namespace tilec::layout {

namespace detail {
template <class T> constexpr auto profile_of(T const &t) {
  if constexpr (is_layout_v<T>) return t.shape();
  else return t;
}
template <class A, class B> constexpr bool congruent_profiles() {
  if constexpr (is_tuple_v<A> && is_tuple_v<B>) {
    if constexpr (tuple_size_v<A> != tuple_size_v<B>) return false;
    else
      return []<std::size_t... I>(std::index_sequence<I...>) {
        return (true && ... &&
                congruent_profiles<std::remove_cvref_t<decltype(get<I>(std::declval<A>()))>,
                                   std::remove_cvref_t<decltype(get<I>(std::declval<B>()))>>());
      }(std::make_index_sequence<tuple_size_v<A>>{});
  } else {
    return !is_tuple_v<A> && !is_tuple_v<B>;
  }
}
/// A is a coarsening of B's profile: every integer of A may stand for a whole subtree of B.
template <class A, class B> constexpr bool weakly_congruent_profiles() {
  if constexpr (!is_tuple_v<A>) return true;
  else if constexpr (!is_tuple_v<B>) return false;
  else if constexpr (tuple_size_v<A> != tuple_size_v<B>) return false;
  else
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return (true && ... &&
              weakly_congruent_profiles<std::remove_cvref_t<decltype(get<I>(std::declval<A>()))>,
                                        std::remove_cvref_t<decltype(get<I>(std::declval<B>()))>>());
    }(std::make_index_sequence<tuple_size_v<A>>{});
}
/// Conjunction that stays static when every operand is, and is a static false when any is.
template <class... Bs> constexpr auto static_and(Bs const &...bs) {
  if constexpr ((false || ... || is_constant_v<false, Bs>)) return C<false>{};
  else if constexpr ((true && ... && is_static_integer_v<Bs>)) return C<true>{};
  else return (true && ... && bool(bs));
}
/// compatible() sees a layout as CuTe's tuple machinery does: the modes of its shape when that
/// is a tuple, otherwise neither a tuple nor an integer, so that it is compared through its
/// shape (real CuTe: compatible(_4:_1, 4) is _0, compatible(_4:_1, (4)) is 1).
template <class T> constexpr bool tuple_like() {
  if constexpr (is_layout_v<T>) return is_tuple_v<std::remove_cvref_t<decltype(std::declval<T>().shape())>>;
  else return is_tuple_v<T>;
}
template <class T> constexpr int tuple_like_rank() {
  if constexpr (is_layout_v<T>) return int(tuple_size_v<std::remove_cvref_t<decltype(std::declval<T>().shape())>>);
  else return int(tuple_size_v<T>);
}
template <int I, class T> constexpr auto tuple_like_get(T const &t) {
  if constexpr (is_layout_v<T>) return get<I>(t.shape());
  else return get<I>(t);
}
template <class T> constexpr auto shape_of(T const &t) {
  if constexpr (is_layout_v<T>) return t.shape();
  else return t;
}
template <class A, class B> constexpr auto compatible_impl(A const &a, B const &b) {
  if constexpr (tuple_like<A>() && tuple_like<B>()) {
    if constexpr (tuple_like_rank<A>() != tuple_like_rank<B>()) return C<false>{};
    else
      return [&]<std::size_t... I>(std::index_sequence<I...>) {
        return static_and(compatible_impl(tuple_like_get<int(I)>(a), tuple_like_get<int(I)>(b))...);
      }(std::make_index_sequence<std::size_t(tuple_like_rank<A>())>{});
  } else if constexpr (is_integral_v<A>) {
    return a == size(b);
  } else if constexpr (is_integral_v<B>) {
    return C<false>{}; // a tuple never stands for a single integer
  } else {
    return compatible_impl(shape_of(a), shape_of(b));
  }
}
} // namespace detail

/// Same profile (tuple structure), ignoring the values.
template <class A, class B> constexpr auto congruent(A const &, B const &) {
  using PA = std::remove_cvref_t<decltype(detail::profile_of(std::declval<A>()))>;
  using PB = std::remove_cvref_t<decltype(detail::profile_of(std::declval<B>()))>;
  return C<detail::congruent_profiles<PA, PB>()>{};
}
/// a's profile is b's with some subtrees collapsed to one integer.
template <class A, class B> constexpr auto weakly_congruent(A const &, B const &) {
  using PA = std::remove_cvref_t<decltype(detail::profile_of(std::declval<A>()))>;
  using PB = std::remove_cvref_t<decltype(detail::profile_of(std::declval<B>()))>;
  return C<detail::weakly_congruent_profiles<PA, PB>()>{};
}
/// Every coordinate of shape a is also a coordinate of shape b: each integer of a is the size
/// of the subtree of b in its place.
template <class A, class B> constexpr auto compatible(A const &a, B const &b) {
  return detail::compatible_impl(a, b);
}

} // namespace tilec::layout

#endif // TILEC_LAYOUT_CONGRUENCE_HPP
