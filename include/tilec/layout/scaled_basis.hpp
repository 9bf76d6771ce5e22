//===- layout/scaled_basis.hpp - scaled basis elements and ArithTuples ----===//
//
// A stride need not be an integer: anything that can be scaled by an integer and added works.
// ScaledBasis<T, N...> is `value` times the unit vector at mode path N... of an infinite
// hierarchical tuple (E<1> = (0,1,0,...)). Sums of basis elements are ArithmeticTuples. A layout
// whose strides are basis elements maps a logical coordinate to a coordinate instead of an
// offset; this is what coordinate (TMA-style) tensors are made of.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_SCALED_BASIS_HPP
#define TILEC_LAYOUT_SCALED_BASIS_HPP

#include "tilec/layout/int_tuple.hpp"

namespace tilec::layout {

/// A tuple that adds elementwise (missing trailing entries count as zero).
template <class... T> struct ArithmeticTuple : tuple<T...> {
  constexpr ArithmeticTuple() = default;
  constexpr ArithmeticTuple(T const &...t)
    requires(sizeof...(T) > 0)
      : tuple<T...>(t...) {}
  constexpr ArithmeticTuple(tuple<T...> const &t) : tuple<T...>(t) {}
};
template <class... T> struct tuple_size_impl<ArithmeticTuple<T...>> {
  static constexpr bool is_tuple = true;
  static constexpr std::size_t value = sizeof...(T);
};
template <class T> struct is_arithmetic_tuple_impl : std::false_type {};
template <class... T> struct is_arithmetic_tuple_impl<ArithmeticTuple<T...>> : std::true_type {};
template <class T>
inline constexpr bool is_arithmetic_tuple_v = is_arithmetic_tuple_impl<std::remove_cvref_t<T>>::value;

template <class... T> constexpr auto make_arithmetic_tuple(T const &...t) { return ArithmeticTuple<T...>(t...); }
template <class... T> constexpr auto as_arithmetic_tuple(tuple<T...> const &t) { return ArithmeticTuple<T...>(t); }
template <class... T> constexpr auto as_arithmetic_tuple(ArithmeticTuple<T...> const &t) { return t; }

template <class T, int... Ns> struct ScaledBasis {
  T value_;
  static constexpr bool is_static_value = is_static_v<T>;
  constexpr ScaledBasis() = default;
  constexpr ScaledBasis(T const &v) : value_(v) {}
  constexpr T value() const { return value_; }
};
template <class T> struct is_scaled_basis_impl : std::false_type {};
template <class T, int... Ns> struct is_scaled_basis_impl<ScaledBasis<T, Ns...>> : std::true_type {};
template <class T> inline constexpr bool is_scaled_basis_v = is_scaled_basis_impl<std::remove_cvref_t<T>>::value;

namespace detail {
template <int... Ns> struct basis_of { using type = ScaledBasis<Int<1>, Ns...>; };
template <> struct basis_of<> { using type = Int<1>; };
} // namespace detail
/// The unit basis element at mode path Ns...; E<> is the integer _1.
template <int... Ns> using E = typename detail::basis_of<Ns...>::type;

// Scaling: the factor commutes through any nesting.
template <class A, class T, int... Ns>
  requires(is_integral_v<A>)
constexpr auto operator*(A const &a, ScaledBasis<T, Ns...> const &e) {
  return ScaledBasis<decltype(a * e.value()), Ns...>(a * e.value());
}
template <class T, int... Ns, class B>
  requires(is_integral_v<B>)
constexpr auto operator*(ScaledBasis<T, Ns...> const &e, B const &b) {
  return ScaledBasis<decltype(e.value() * b), Ns...>(e.value() * b);
}
template <class T, int... Ns> constexpr auto operator-(ScaledBasis<T, Ns...> const &e) {
  return ScaledBasis<decltype(-e.value()), Ns...>(-e.value());
}

// Equality: different mode paths are never equal, which the compiler can see.
template <class T, int... Ns, class U, int... Ms>
constexpr auto operator==(ScaledBasis<T, Ns...> const &a, ScaledBasis<U, Ms...> const &b) {
  if constexpr (sizeof...(Ns) == sizeof...(Ms) && ((sizeof...(Ns) == 0) || std::is_same_v<std::integer_sequence<int, Ns...>, std::integer_sequence<int, Ms...>>))
    return a.value() == b.value();
  else
    return false_type{};
}
template <class T, int... Ns, class B>
  requires(is_integral_v<B>)
constexpr false_type operator==(ScaledBasis<T, Ns...> const &, B const &) { return {}; }
template <class A, class T, int... Ns>
  requires(is_integral_v<A>)
constexpr false_type operator==(A const &, ScaledBasis<T, Ns...> const &) { return {}; }

/// ScaledBasis<T, N0, N1...> as an ArithmeticTuple: N0 static zeros, then the nested rest.
template <class T> constexpr auto as_arithmetic_tuple(ScaledBasis<T> const &e) { return e.value(); }
template <class T, int N0, int... Ns> constexpr auto as_arithmetic_tuple(ScaledBasis<T, N0, Ns...> const &e) {
  return as_arithmetic_tuple(append(tuple_repeat<N0>(Int<0>{}), as_arithmetic_tuple(ScaledBasis<T, Ns...>(e.value()))));
}

// Basis projection used by composition with basis strides: the N-th part of a tuple.
template <class T, class X> constexpr auto basis_get(T const &, X const &x) { return x; }
template <class T, int N0, int... Ns, class X> constexpr auto basis_get(ScaledBasis<T, N0, Ns...> const &e, X const &x) {
  return basis_get(ScaledBasis<T, Ns...>(e.value()), get<N0>(x));
}
template <class T> constexpr auto basis_value(T const &t) {
  if constexpr (is_scaled_basis_v<T>) return t.value();
  else return t;
}

// ---- ArithmeticTuple addition ----------------------------------------------------------------
template <class A, class B> constexpr auto arith_add(A const &a, B const &b);
namespace detail {
template <class A, class B, std::size_t... I>
constexpr auto arith_add_common(A const &a, B const &b, std::index_sequence<I...>) {
  return make_tuple(arith_add(get<I>(a), get<I>(b))...);
}
template <class A, class B> constexpr auto arith_add_tuples(A const &a, B const &b) {
  constexpr std::size_t RA = tuple_size_v<A>, RB = tuple_size_v<B>;
  if constexpr (RA >= RB)
    return as_arithmetic_tuple(tuple_cat(arith_add_common(a, b, std::make_index_sequence<RB>{}), take<int(RB), int(RA)>(a)));
  else
    return as_arithmetic_tuple(tuple_cat(arith_add_common(a, b, std::make_index_sequence<RA>{}), take<int(RA), int(RB)>(b)));
}
template <class T> constexpr auto to_arith(T const &t) {
  if constexpr (is_scaled_basis_v<T>) return as_arithmetic_tuple(t);
  else if constexpr (is_tuple_v<T>) return t;
  else return t;
}
} // namespace detail
/// Sum of two coordinates/offsets (integers, tuples, basis elements); static zeros vanish.
template <class A, class B> constexpr auto arith_add(A const &a, B const &b) {
  if constexpr (is_constant_v<0, A> && !is_integral_v<B>) return detail::to_arith(b);
  else if constexpr (is_constant_v<0, B> && !is_integral_v<A>) return detail::to_arith(a);
  else if constexpr (is_integral_v<A> && is_integral_v<B>) return a + b;
  else {
    auto ta = detail::to_arith(a);
    auto tb = detail::to_arith(b);
    static_assert(is_tuple_v<decltype(ta)> && is_tuple_v<decltype(tb)>,
                  "ArithmeticTuple: cannot add an integer to a coordinate tuple");
    return detail::arith_add_tuples(ta, tb);
  }
}

template <class... T, class B> constexpr auto operator+(ArithmeticTuple<T...> const &a, B const &b)
  requires(is_tuple_v<B> || is_scaled_basis_v<B> || is_constant_v<0, B>)
{
  return as_arithmetic_tuple(arith_add(a, b));
}
template <class A, class... T> constexpr auto operator+(A const &a, ArithmeticTuple<T...> const &b)
  requires((is_tuple_v<A> && !is_arithmetic_tuple_v<A>) || is_scaled_basis_v<A> || is_constant_v<0, A>)
{
  return as_arithmetic_tuple(arith_add(a, b));
}
template <class T, int... Ns, class U, int... Ms>
constexpr auto operator+(ScaledBasis<T, Ns...> const &a, ScaledBasis<U, Ms...> const &b) {
  return as_arithmetic_tuple(arith_add(a, b));
}
template <auto z, class T, int... Ns>
  requires(z == 0)
constexpr auto operator+(C<z>, ScaledBasis<T, Ns...> const &b) { return b; }
template <class T, int... Ns, auto z>
  requires(z == 0)
constexpr auto operator+(ScaledBasis<T, Ns...> const &a, C<z>) { return a; }

} // namespace tilec::layout

template <class... T> struct std::tuple_size<tilec::layout::ArithmeticTuple<T...>> : std::integral_constant<std::size_t, sizeof...(T)> {};
template <std::size_t I, class... T> struct std::tuple_element<I, tilec::layout::ArithmeticTuple<T...>> {
  using type = std::tuple_element_t<I, std::tuple<T...>>;
};

#endif // TILEC_LAYOUT_SCALED_BASIS_HPP
