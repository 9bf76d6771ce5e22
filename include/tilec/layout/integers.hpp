//===- layout/integers.hpp - static and dynamic integers ------------------===//
//
// The layout algebra keeps every integer either static (a compile-time constant, type C<v>)
// or dynamic (a plain int / int64_t). Arithmetic between two static integers stays static, so
// results such as `_2 * _3` print as `_6` exactly as CuTe users expect; mixing a static and a
// dynamic integer yields a dynamic one, except where the result is known regardless of the
// dynamic operand (0 * x, 0 / x, x % 1, 0 & x), which stays static like in CuTe.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_INTEGERS_HPP
#define TILEC_LAYOUT_INTEGERS_HPP

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <type_traits>
#include <utility>

namespace tilec::layout {

template <auto v> struct C {
  using type = C<v>;
  static constexpr auto value = v;
  using value_type = decltype(v);
  constexpr operator value_type() const noexcept { return value; }
  constexpr value_type operator()() const noexcept { return value; }
};

template <int v> using Int = C<v>;
template <bool b> using bool_constant = C<b>;
using true_type = bool_constant<true>;
using false_type = bool_constant<false>;

// ---- traits ------------------------------------------------------------------------------
template <class T> struct is_static_integer_impl : std::false_type {};
template <auto v> struct is_static_integer_impl<C<v>> : std::true_type {};
template <class T>
inline constexpr bool is_static_integer_v = is_static_integer_impl<std::remove_cvref_t<T>>::value;

template <class T>
inline constexpr bool is_std_integral_v = std::is_integral_v<std::remove_cvref_t<T>>;

/// An integer of either kind.
template <class T>
inline constexpr bool is_integral_v = is_std_integral_v<T> || is_static_integer_v<T>;
template <class T> struct is_integral : std::bool_constant<is_integral_v<T>> {};

/// True when T is the static integer n.
template <auto n, class T> struct is_constant : std::false_type {};
template <auto n, auto v> struct is_constant<n, C<v>> : std::bool_constant<(v == n)> {};
template <auto n, class T> struct is_constant<n, T const> : is_constant<n, T> {};
template <auto n, class T> struct is_constant<n, T &> : is_constant<n, T> {};
template <auto n, class T> struct is_constant<n, T const &> : is_constant<n, T> {};
template <auto n, class T> inline constexpr bool is_constant_v = is_constant<n, T>::value;

// ---- static x static arithmetic stays static ----------------------------------------------
#define TILEC_LAYOUT_BINARY_OP(OP)                                                          \
  template <auto a, auto b> constexpr C<(a OP b)> operator OP(C<a>, C<b>) { return {}; }
TILEC_LAYOUT_BINARY_OP(+)
TILEC_LAYOUT_BINARY_OP(-)
TILEC_LAYOUT_BINARY_OP(*)
TILEC_LAYOUT_BINARY_OP(/)
TILEC_LAYOUT_BINARY_OP(%)
TILEC_LAYOUT_BINARY_OP(&)
TILEC_LAYOUT_BINARY_OP(|)
TILEC_LAYOUT_BINARY_OP(^)
TILEC_LAYOUT_BINARY_OP(<<)
TILEC_LAYOUT_BINARY_OP(>>)
TILEC_LAYOUT_BINARY_OP(&&)
TILEC_LAYOUT_BINARY_OP(||)
TILEC_LAYOUT_BINARY_OP(==)
TILEC_LAYOUT_BINARY_OP(!=)
TILEC_LAYOUT_BINARY_OP(<)
TILEC_LAYOUT_BINARY_OP(>)
TILEC_LAYOUT_BINARY_OP(<=)
TILEC_LAYOUT_BINARY_OP(>=)
#undef TILEC_LAYOUT_BINARY_OP

template <auto a> constexpr C<(-a)> operator-(C<a>) { return {}; }
template <auto a> constexpr C<(+a)> operator+(C<a>) { return {}; }
template <auto a> constexpr C<(!a)> operator!(C<a>) { return {}; }
template <auto a> constexpr C<(~a)> operator~(C<a>) { return {}; }

// Results that do not depend on the dynamic operand stay static.
template <auto t, class U>
  requires(is_std_integral_v<U> && t == 0)
constexpr C<0> operator*(C<t>, U) { return {}; }
template <class U, auto t>
  requires(is_std_integral_v<U> && t == 0)
constexpr C<0> operator*(U, C<t>) { return {}; }
template <auto t, class U>
  requires(is_std_integral_v<U> && t == 0)
constexpr C<0> operator/(C<t>, U) { return {}; }
template <class U, auto t>
  requires(is_std_integral_v<U> && (t == 1 || t == -1))
constexpr C<0> operator%(U, C<t>) { return {}; }
template <auto t, class U>
  requires(is_std_integral_v<U> && t == 0)
constexpr C<0> operator%(C<t>, U) { return {}; }
template <auto t, class U>
  requires(is_std_integral_v<U> && t == 0)
constexpr C<0> operator&(C<t>, U) { return {}; }
template <class U, auto t>
  requires(is_std_integral_v<U> && t == 0)
constexpr C<0> operator&(U, C<t>) { return {}; }

// ---- scalar helpers that keep static values static -----------------------------------------
template <class A, class B> constexpr auto min(A const &a, B const &b) {
  if constexpr (is_static_integer_v<A> && is_static_integer_v<B>)
    return C<(A::value < B::value ? A::value : B::value)>{};
  else
    return (a < b) ? std::common_type_t<decltype(a + b)>(a) : std::common_type_t<decltype(a + b)>(b);
}
template <class A, class B> constexpr auto max(A const &a, B const &b) {
  if constexpr (is_static_integer_v<A> && is_static_integer_v<B>)
    return C<(A::value < B::value ? B::value : A::value)>{};
  else
    return (a < b) ? std::common_type_t<decltype(a + b)>(b) : std::common_type_t<decltype(a + b)>(a);
}
constexpr C<0> max() { return {}; }
template <class A> constexpr auto max(A const &a) { return a; }
template <class A, class B, class C0, class... Rest>
constexpr auto max(A const &a, B const &b, C0 const &c, Rest const &...rest) {
  return max(max(a, b), c, rest...);
}

template <class A> constexpr auto abs(A const &a) {
  if constexpr (is_static_integer_v<A>)
    return C<(A::value < 0 ? -A::value : A::value)>{};
  else
    return a < 0 ? -a : a;
}
template <class A> constexpr auto signum(A const &a) {
  if constexpr (is_static_integer_v<A>)
    return C<(int(A::value > 0) - int(A::value < 0))>{};
  else
    return int(a > 0) - int(a < 0);
}

// ---- the usual names --------------------------------------------------------------------------
#define TILEC_LAYOUT_INT_ALIAS_NEG(N) using _m##N = Int<-N>;
TILEC_LAYOUT_INT_ALIAS_NEG(1) TILEC_LAYOUT_INT_ALIAS_NEG(2) TILEC_LAYOUT_INT_ALIAS_NEG(3)
TILEC_LAYOUT_INT_ALIAS_NEG(4) TILEC_LAYOUT_INT_ALIAS_NEG(8) TILEC_LAYOUT_INT_ALIAS_NEG(16)
#undef TILEC_LAYOUT_INT_ALIAS_NEG

} // namespace tilec::layout

#include "tilec/layout/integer_aliases.inc"

#endif // TILEC_LAYOUT_INTEGERS_HPP
