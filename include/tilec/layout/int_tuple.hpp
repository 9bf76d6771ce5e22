//===- layout/int_tuple.hpp - hierarchical integer tuples -----------------===//
//
// An IntTuple is an integer (static or dynamic) or a tuple of IntTuples. Shapes, strides and
// coordinates are IntTuples. Everything here is a pure function of its arguments' values and
// types; static-ness is propagated through the types so that printing can tell `_4` from `4`.
//
// Our `tuple` wraps std::tuple instead of deriving from it: deriving would make namespace std
// an associated namespace, and unqualified CuTe-style calls such as make_tuple(t1, t2) would
// become ambiguous with std::make_tuple.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_INT_TUPLE_HPP
#define TILEC_LAYOUT_INT_TUPLE_HPP

#include "tilec/layout/integers.hpp"

#include <tuple>

namespace tilec::layout {

template <class... T> struct tuple {
  std::tuple<T...> storage;
  constexpr tuple() = default;
  constexpr tuple(T const &...t)
    requires(sizeof...(T) > 0)
      : storage(t...) {}
};

/// The placeholder `_` used to keep a mode when slicing.
struct Underscore {};
inline constexpr Underscore _{};

template <class... T> using Shape = tuple<T...>;
template <class... T> using Stride = tuple<T...>;
template <class... T> using Coord = tuple<T...>;
template <class... T> using Step = tuple<T...>;
template <class... T> using Tile = tuple<T...>;
template <class... T> using IntTuple = tuple<T...>;

template <class T> struct tuple_size_impl { static constexpr bool is_tuple = false; };
template <class... T> struct tuple_size_impl<tuple<T...>> {
  static constexpr bool is_tuple = true;
  static constexpr std::size_t value = sizeof...(T);
};
template <class T> struct tuple_size_impl<T const> : tuple_size_impl<T> {};

template <class T> inline constexpr bool is_tuple_v = tuple_size_impl<std::remove_cvref_t<T>>::is_tuple;
template <class T> struct is_tuple : std::bool_constant<is_tuple_v<T>> {};
template <class T>
inline constexpr std::size_t tuple_size_v = tuple_size_impl<std::remove_cvref_t<T>>::value;
template <class T> inline constexpr bool is_underscore_v = std::is_same_v<std::remove_cvref_t<T>, Underscore>;

template <class T> struct is_layout_impl : std::false_type {};
template <class T> inline constexpr bool is_layout_v = is_layout_impl<std::remove_cvref_t<T>>::value;

/// Rank of an IntTuple: number of top-level modes (1 for an integer).
template <class T> constexpr int rank_of() {
  if constexpr (is_tuple_v<T>) return int(tuple_size_v<T>);
  else return 1;
}

// ---- element access ----------------------------------------------------------------------
template <class... T> constexpr tuple<std::decay_t<T>...> make_tuple(T const &...t) { return {t...}; }
template <class... T> constexpr auto make_shape(T const &...t) { return make_tuple(t...); }
template <class... T> constexpr auto make_stride(T const &...t) { return make_tuple(t...); }
template <class... T> constexpr auto make_coord(T const &...t) { return make_tuple(t...); }
template <class... T> constexpr auto make_step(T const &...t) { return make_tuple(t...); }
template <class... T> constexpr auto make_tile(T const &...t) { return make_tuple(t...); }
template <class... T> constexpr auto make_int_tuple(T const &...t) { return make_tuple(t...); }

template <std::size_t I, class... T> constexpr auto &get(tuple<T...> &t) {
  static_assert(I < sizeof...(T), "get<I>: index out of range for this tuple");
  return std::get<I>(t.storage);
}
template <std::size_t I, class... T> constexpr auto const &get(tuple<T...> const &t) {
  static_assert(I < sizeof...(T), "get<I>: index out of range for this tuple");
  return std::get<I>(t.storage);
}
template <std::size_t I, class... T> constexpr auto &&get(tuple<T...> &&t) {
  static_assert(I < sizeof...(T), "get<I>: index out of range for this tuple");
  return std::get<I>(std::move(t.storage));
}
// An integer (or any non-tuple) is its own only mode, as in CuTe.
template <std::size_t I, class T>
  requires(!is_tuple_v<T> && !is_layout_v<T>)
constexpr T const &get(T const &t) {
  static_assert(I == 0, "get<I>: a non-tuple has only mode 0");
  return t;
}
template <std::size_t I0, std::size_t I1, std::size_t... Is, class T>
constexpr decltype(auto) get(T const &t) {
  return get<I1, Is...>(get<I0>(t));
}

/// Elementwise equality of congruent tuples (static when every comparison is).
template <class... A, class... B> constexpr auto operator==(tuple<A...> const &a, tuple<B...> const &b) {
  if constexpr (sizeof...(A) != sizeof...(B)) {
    return false_type{};
  } else if constexpr (sizeof...(A) == 0) {
    return true_type{};
  } else {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (... && (get<I>(a) == get<I>(b)));
    }(std::make_index_sequence<sizeof...(A)>{});
  }
}

// ---- generic tuple algorithms ------------------------------------------------------------
namespace detail {
template <class T, class F, std::size_t... I>
constexpr auto transform1(T const &t, F &f, std::index_sequence<I...>) {
  return make_tuple(f(get<I>(t))...);
}
template <class T0, class T1, class F, std::size_t... I>
constexpr auto transform2(T0 const &t0, T1 const &t1, F &f, std::index_sequence<I...>) {
  return make_tuple(f(get<I>(t0), get<I>(t1))...);
}
template <class T0, class T1, class T2, class F, std::size_t... I>
constexpr auto transform3(T0 const &t0, T1 const &t1, T2 const &t2, F &f, std::index_sequence<I...>) {
  return make_tuple(f(get<I>(t0), get<I>(t1), get<I>(t2))...);
}
template <std::size_t I, class T, class V, class F> constexpr auto fold_from(T const &t, V const &v, F &f) {
  if constexpr (I == tuple_size_v<T>) return v;
  else return fold_from<I + 1>(t, f(v, get<I>(t)), f);
}
template <class... A, class... B, std::size_t... I, std::size_t... J>
constexpr auto cat2(tuple<A...> const &a, tuple<B...> const &b, std::index_sequence<I...>,
                    std::index_sequence<J...>) {
  return tuple<A..., B...>(get<I>(a)..., get<J>(b)...);
}
} // namespace detail

template <class T, class F> constexpr auto transform(T const &t, F &&f) {
  if constexpr (is_tuple_v<T>) return detail::transform1(t, f, std::make_index_sequence<tuple_size_v<T>>{});
  else return f(t);
}
template <class T0, class T1, class F> constexpr auto transform(T0 const &t0, T1 const &t1, F &&f) {
  if constexpr (is_tuple_v<T0>) {
    static_assert(tuple_size_v<T0> == tuple_size_v<T1>, "transform: mismatched ranks");
    return detail::transform2(t0, t1, f, std::make_index_sequence<tuple_size_v<T0>>{});
  } else {
    return f(t0, t1);
  }
}
template <class T0, class T1, class T2, class F>
constexpr auto transform(T0 const &t0, T1 const &t1, T2 const &t2, F &&f) {
  if constexpr (is_tuple_v<T0>)
    return detail::transform3(t0, t1, t2, f, std::make_index_sequence<tuple_size_v<T0>>{});
  else
    return f(t0, t1, t2);
}
/// Left fold over the top-level modes of t (a non-tuple is a single mode).
template <class T, class V, class F> constexpr auto fold(T const &t, V const &v, F &&f) {
  if constexpr (is_tuple_v<T>) return detail::fold_from<0>(t, v, f);
  else return f(v, t);
}

template <class... A> constexpr auto tuple_cat() { return tuple<>{}; }
template <class A> constexpr auto tuple_cat(A const &a) { return a; }
template <class A, class B, class... Rest> constexpr auto tuple_cat(A const &a, B const &b, Rest const &...rest) {
  return tuple_cat(detail::cat2(a, b, std::make_index_sequence<tuple_size_v<A>>{},
                                std::make_index_sequence<tuple_size_v<B>>{}),
                   rest...);
}

template <class T, class X> constexpr auto append(T const &t, X const &x) {
  if constexpr (is_tuple_v<T>) return tuple_cat(t, make_tuple(x));
  else return make_tuple(t, x);
}
template <class T, class X> constexpr auto prepend(T const &t, X const &x) {
  if constexpr (is_tuple_v<T>) return tuple_cat(make_tuple(x), t);
  else return make_tuple(x, t);
}

namespace detail {
template <class X, std::size_t... I> constexpr auto repeat_impl(X const &x, std::index_sequence<I...>) {
  return make_tuple(((void)I, x)...);
}
} // namespace detail
/// N copies of x in a tuple (always a tuple).
template <int N, class X> constexpr auto tuple_repeat(X const &x) {
  return detail::repeat_impl(x, std::make_index_sequence<N>{});
}
/// N copies of x; a single copy is x itself.
template <int N, class X> constexpr auto repeat(X const &x) {
  if constexpr (N == 1) return x;
  else return tuple_repeat<N>(x);
}
/// Same profile as t with every leaf replaced by x.
template <class T, class X> constexpr auto repeat_like(T const &t, X const &x) {
  if constexpr (is_tuple_v<T>) return transform(t, [&](auto const &e) { return repeat_like(e, x); });
  else return x;
}

/// Pad t with x up to rank N.
template <int N, class T, class X> constexpr auto append(T const &t, X const &x) {
  if constexpr (is_tuple_v<T>) {
    static_assert(N >= int(tuple_size_v<T>), "append<N>: tuple already longer than N");
    if constexpr (N == int(tuple_size_v<T>)) return t;
    else return tuple_cat(t, tuple_repeat<N - int(tuple_size_v<T>)>(x));
  } else {
    if constexpr (N == 1) return t;
    else return tuple_cat(make_tuple(t), tuple_repeat<N - 1>(x));
  }
}

namespace detail {
template <int B, class T, std::size_t... I> constexpr auto take_impl(T const &t, std::index_sequence<I...>) {
  return make_tuple(get<B + I>(t)...);
}
} // namespace detail
/// Modes [B, E) of t.
template <int B, int E, class T> constexpr auto take(T const &t) {
  if constexpr (is_tuple_v<T>) return detail::take_impl<B>(t, std::make_index_sequence<E - B>{});
  else return detail::take_impl<B>(make_tuple(t), std::make_index_sequence<E - B>{});
}
template <int I, class T> constexpr auto remove(T const &t) {
  return tuple_cat(take<0, I>(t), take<I + 1, rank_of<T>()>(t));
}
template <class T, class X> constexpr auto replace_front(T const &t, X const &x) {
  if constexpr (is_tuple_v<T>) return tuple_cat(make_tuple(x), take<1, rank_of<T>()>(t));
  else return x;
}
template <int I, class T, class X> constexpr auto replace(T const &t, X const &x) {
  return tuple_cat(take<0, I>(t), make_tuple(x), take<I + 1, rank_of<T>()>(t));
}
template <int... I, class T> constexpr auto select(T const &t) { return make_tuple(get<I>(t)...); }

/// A rank-1 tuple unwrapped to its element (recursively).
template <class T> constexpr auto unwrap(T const &t) {
  if constexpr (is_tuple_v<T>) {
    if constexpr (tuple_size_v<T> == 1) return unwrap(get<0>(t));
    else return t;
  } else {
    return t;
  }
}

// ---- properties --------------------------------------------------------------------------
template <class T> constexpr bool is_static_v_impl() {
  using U = std::remove_cvref_t<T>;
  if constexpr (is_tuple_v<U>) {
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return (true && ... && is_static_v_impl<std::tuple_element_t<I, decltype(U{}.storage)>>());
    }(std::make_index_sequence<tuple_size_v<U>>{});
  } else if constexpr (is_static_integer_v<U> || is_underscore_v<U>) {
    return true;
  } else if constexpr (is_layout_v<U>) {
    return is_static_v_impl<typename U::shape_type>() && is_static_v_impl<typename U::stride_type>();
  } else if constexpr (requires { U::is_static_value; }) {
    return U::is_static_value;
  } else {
    return std::is_empty_v<U>;
  }
}
template <class T> inline constexpr bool is_static_v = is_static_v_impl<T>();
template <class T> struct is_static : std::bool_constant<is_static_v<T>> {};

template <class T> constexpr auto rank(T const &) { return Int<rank_of<T>()>{}; }
template <int I, int... Is, class T> constexpr auto rank(T const &t) { return rank(get<I, Is...>(t)); }

template <class T> constexpr auto product(T const &t) {
  if constexpr (is_tuple_v<T>) {
    return []<std::size_t... I>(T const &x, std::index_sequence<I...>) {
      return (Int<1>{} * ... * product(get<I>(x)));
    }(t, std::make_index_sequence<tuple_size_v<T>>{});
  } else if constexpr (is_underscore_v<T>) {
    return Int<1>{};
  } else {
    return t;
  }
}
template <class T> constexpr auto size(T const &t)
  requires(is_tuple_v<T> || is_integral_v<T>)
{
  return product(t);
}
template <class T> constexpr auto product_each(T const &t) {
  return transform(t, [](auto const &e) { return product(e); });
}

template <class T> constexpr auto depth(T const &t) {
  if constexpr (is_tuple_v<T>) {
    return []<std::size_t... I>(T const &x, std::index_sequence<I...>) {
      return Int<1>{} + max(depth(get<I>(x))...);
    }(t, std::make_index_sequence<tuple_size_v<T>>{});
  } else {
    return Int<0>{};
  }
}

namespace detail {
template <class T> constexpr auto flatten_to_tuple(T const &t);
}
/// Flatten nested tuples into one level (an integer stays an integer).
template <class T> constexpr auto flatten(T const &t) {
  if constexpr (is_tuple_v<T>) {
    return []<std::size_t... I>(T const &x, std::index_sequence<I...>) {
      return tuple_cat(tuple<>{}, detail::flatten_to_tuple(get<I>(x))...);
    }(t, std::make_index_sequence<tuple_size_v<T>>{});
  } else {
    return t;
  }
}
namespace detail {
template <class T> constexpr auto flatten_to_tuple(T const &t) {
  if constexpr (is_tuple_v<T>) return flatten(t);
  else return make_tuple(t);
}
} // namespace detail

template <class T> constexpr bool has_underscore_impl() {
  using U = std::remove_cvref_t<T>;
  if constexpr (is_tuple_v<U>)
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return (false || ... || has_underscore_impl<std::tuple_element_t<I, decltype(U{}.storage)>>());
    }(std::make_index_sequence<tuple_size_v<U>>{});
  else
    return is_underscore_v<U>;
}
template <class T> inline constexpr bool has_underscore_v = has_underscore_impl<T>();

// ---- shape arithmetic --------------------------------------------------------------------
/// Division that works on shapes: rounds away from zero so that a smaller shape divided by a
/// larger one is 1, and a tuple divided by an integer divides its modes left to right.
template <class A, class B> constexpr auto shape_div(A const &a, B const &b) {
  if constexpr (is_tuple_v<A>) {
    if constexpr (is_tuple_v<B>) {
      static_assert(tuple_size_v<A> == tuple_size_v<B>, "shape_div: mismatched ranks");
      return transform(a, b, [](auto const &x, auto const &y) { return shape_div(x, y); });
    } else {
      auto state = fold(a, make_tuple(tuple<>{}, b), [](auto const &init, auto const &ai) {
        return make_tuple(append(get<0>(init), shape_div(ai, get<1>(init))), shape_div(get<1>(init), ai));
      });
      return get<0>(state);
    }
  } else if constexpr (is_tuple_v<B>) {
    return shape_div(a, product(b));
  } else if constexpr (is_static_integer_v<A> && is_static_integer_v<B>) {
    static_assert(A::value % B::value == 0 || B::value % A::value == 0,
                  "shape_div: static shapes are not divisible (divisibility condition)");
    constexpr auto q = A::value / B::value;
    if constexpr (q != 0) return C<q>{};
    else return C<(int(A::value > 0) - int(A::value < 0)) * (int(B::value > 0) - int(B::value < 0))>{};
  } else {
    auto q = a / b;
    using R = decltype(q + signum(a) * signum(b));
    return q != 0 ? R(q) : R(signum(a) * signum(b));
  }
}

template <class A, class B> constexpr auto ceil_div(A const &a, B const &b) {
  if constexpr (is_tuple_v<A>) {
    if constexpr (is_tuple_v<B>) {
      constexpr int R = int(tuple_size_v<A>);
      return transform(a, append<R>(b, Int<1>{}), [](auto const &x, auto const &y) { return ceil_div(x, y); });
    } else {
      auto state = fold(a, make_tuple(tuple<>{}, b), [](auto const &init, auto const &ai) {
        return make_tuple(append(get<0>(init), ceil_div(ai, get<1>(init))), ceil_div(get<1>(init), ai));
      });
      return get<0>(state);
    }
  } else if constexpr (is_tuple_v<B>) {
    return ceil_div(a, product(b));
  } else {
    return (a + b - Int<1>{}) / b;
  }
}

template <class A, class B> constexpr auto shape_min(A const &a, B const &b) {
  static_assert(!is_tuple_v<A> && !is_tuple_v<B>, "shape_min: only defined for integers");
  if constexpr (is_constant_v<1, A> || is_constant_v<1, B>) return Int<1>{};
  else return min(a, b);
}

/// a scaled by b, mode by mode (b's modes are reduced to their products).
template <class A, class B> constexpr auto elem_scale(A const &a, B const &b) {
  if constexpr (is_tuple_v<A>) return transform(a, b, [](auto const &x, auto const &y) { return elem_scale(x, y); });
  else return a * product(b);
}

// ---- compact strides ---------------------------------------------------------------------
/// Column-major ("LayoutLeft") compact strides for shape, starting at `current`.
template <class S, class Cur> constexpr auto compact_col_major(S const &s, Cur const &current) {
  if constexpr (is_tuple_v<S>) {
    auto state = fold(s, make_tuple(tuple<>{}, current), [](auto const &init, auto const &si) {
      return make_tuple(append(get<0>(init), compact_col_major(si, get<1>(init))), get<1>(init) * product(si));
    });
    return get<0>(state);
  } else if constexpr (is_constant_v<1, S>) {
    return Int<0>{};
  } else {
    return current;
  }
}
template <class S> constexpr auto compact_col_major(S const &s) { return compact_col_major(s, Int<1>{}); }

namespace detail {
template <int I, class S, class Acc, class Cur>
constexpr auto row_major_from(S const &s, Acc const &acc, Cur const &current);
}
/// Row-major ("LayoutRight") compact strides for shape, starting at `current`.
template <class S, class Cur> constexpr auto compact_row_major(S const &s, Cur const &current) {
  if constexpr (is_tuple_v<S>) {
    return detail::row_major_from<int(tuple_size_v<S>) - 1>(s, tuple<>{}, current);
  } else if constexpr (is_constant_v<1, S>) {
    return Int<0>{};
  } else {
    return current;
  }
}
template <class S> constexpr auto compact_row_major(S const &s) { return compact_row_major(s, Int<1>{}); }
namespace detail {
template <int I, class S, class Acc, class Cur>
constexpr auto row_major_from(S const &s, Acc const &acc, Cur const &current) {
  if constexpr (I < 0) return acc;
  else
    return row_major_from<I - 1>(s, prepend(acc, compact_row_major(get<I>(s), current)),
                                 current * product(get<I>(s)));
}
} // namespace detail

// ---- coordinates ---------------------------------------------------------------------------
/// Offset of coordinate c in the layout shape:stride (c may be an index, a natural coordinate
/// or a hierarchical one; `_` contributes nothing, which is how a slice's offset is found).
template <class Crd, class S, class D> constexpr auto crd2idx(Crd const &c, S const &s, D const &d);
namespace detail {
template <std::size_t I, class Crd, class S, class D> constexpr auto crd2idx_int(Crd const &c, S const &s, D const &d) {
  constexpr std::size_t R = tuple_size_v<S>;
  if constexpr (I + 1 == R) {
    return crd2idx(c, get<I>(s), get<I>(d));
  } else if constexpr (is_constant_v<0, Crd>) {
    return crd2idx(Int<0>{}, get<I>(s), get<I>(d)) + crd2idx_int<I + 1>(Int<0>{}, s, d);
  } else {
    auto p = product(get<I>(s));
    return crd2idx(c % p, get<I>(s), get<I>(d)) + crd2idx_int<I + 1>(c / p, s, d);
  }
}
} // namespace detail
template <class Crd, class S, class D> constexpr auto crd2idx(Crd const &c, S const &s, D const &d) {
  if constexpr (is_tuple_v<S>) {
    if constexpr (is_tuple_v<Crd>) {
      static_assert(tuple_size_v<Crd> == tuple_size_v<S>, "crd2idx: coordinate rank does not match the shape");
      if constexpr (tuple_size_v<S> == 0) {
        return Int<0>{};
      } else {
        return []<std::size_t I0, std::size_t... I>(Crd const &cc, S const &ss, D const &dd,
                                                      std::index_sequence<I0, I...>) {
          return (crd2idx(get<I0>(cc), get<I0>(ss), get<I0>(dd)) + ... + crd2idx(get<I>(cc), get<I>(ss), get<I>(dd)));
        }(c, s, d, std::make_index_sequence<tuple_size_v<S>>{});
      }
    } else if constexpr (is_underscore_v<Crd>) {
      if constexpr (tuple_size_v<S> == 0) return Int<0>{};
      else
        return [&]<std::size_t... I>(std::index_sequence<I...>) {
          return (Int<0>{} + ... + crd2idx(c, get<I>(s), get<I>(d)));
        }(std::make_index_sequence<tuple_size_v<S>>{});
    } else {
      if constexpr (tuple_size_v<S> == 0) return Int<0>{};
      else return detail::crd2idx_int<0>(c, s, d);
    }
  } else {
    static_assert(!is_tuple_v<Crd>, "crd2idx: a tuple coordinate for an integer shape");
    if constexpr (is_underscore_v<Crd> && is_integral_v<D>) return Int<0>{};
    else if constexpr (is_underscore_v<Crd>) return Int<0>{} * d; // keeps the basis: `_0@1`
    else return c * d;
  }
}

/// Coordinate of the (compact) index idx in shape, colexicographically.
template <class I, class S, class D> constexpr auto idx2crd(I const &idx, S const &s, D const &d) {
  if constexpr (is_tuple_v<I>) {
    return transform(idx, s, d, [](auto const &i, auto const &x, auto const &y) { return idx2crd(i, x, y); });
  } else if constexpr (is_tuple_v<S>) {
    return transform(s, d, [&](auto const &x, auto const &y) { return idx2crd(idx, x, y); });
  } else if constexpr (is_constant_v<1, S>) {
    return Int<0>{};
  } else {
    return (idx / d) % s;
  }
}
template <class I, class S> constexpr auto idx2crd(I const &idx, S const &s);
namespace detail {
/// Modes K.. of shape s for what is left of the index: every mode but the last takes the
/// remainder by its size, the last takes the whole quotient (no modulo, so a static _1 last
/// mode of a dynamic index gives a dynamic 0, as CuTe prints it).
template <std::size_t K, class I, class S> constexpr auto idx2crd_modes(I const &idx, S const &s) {
  constexpr std::size_t N = tuple_size_v<S>;
  if constexpr (K + 1 >= N) {
    return make_tuple(idx2crd(idx, get<K>(s)));
  } else {
    auto n = product(get<K>(s));
    return tuple_cat(make_tuple(idx2crd(idx % n, get<K>(s))), idx2crd_modes<K + 1>(idx / n, s));
  }
}
} // namespace detail
template <class I, class S> constexpr auto idx2crd(I const &idx, S const &s) {
  if constexpr (is_tuple_v<S>) {
    if constexpr (is_tuple_v<I>)
      return transform(idx, s, [](auto const &i, auto const &x) { return idx2crd(i, x); });
    else if constexpr (tuple_size_v<S> == 0)
      return tuple<>{};
    else
      return detail::idx2crd_modes<0>(idx, s);
  } else {
    return idx;
  }
}

// ---- slicing ---------------------------------------------------------------------------------
template <class Crd, class T> constexpr auto slice(Crd const &c, T const &t);
namespace detail {
template <class Crd, class T> constexpr auto lslice(Crd const &c, T const &t) {
  if constexpr (is_tuple_v<Crd>) return slice(c, t);
  else if constexpr (is_underscore_v<Crd>) return make_tuple(t);
  else return tuple<>{};
}
template <class Crd, class T> constexpr auto ldice(Crd const &c, T const &t);
} // namespace detail
/// Keep the parts of t where the coordinate has `_`.
template <class Crd, class T> constexpr auto slice(Crd const &c, T const &t) {
  if constexpr (is_tuple_v<Crd>) {
    static_assert(tuple_size_v<Crd> == tuple_size_v<T>, "slice: coordinate rank does not match");
    return []<std::size_t... I>(Crd const &cc, T const &tt, std::index_sequence<I...>) {
      return tuple_cat(tuple<>{}, detail::lslice(get<I>(cc), get<I>(tt))...);
    }(c, t, std::make_index_sequence<tuple_size_v<Crd>>{});
  } else if constexpr (is_underscore_v<Crd>) {
    return t;
  } else {
    return tuple<>{};
  }
}
/// Keep the parts of t where the coordinate is not `_`.
template <class Crd, class T> constexpr auto dice(Crd const &c, T const &t) {
  if constexpr (is_tuple_v<Crd>) {
    static_assert(tuple_size_v<Crd> == tuple_size_v<T>, "dice: coordinate rank does not match");
    return []<std::size_t... I>(Crd const &cc, T const &tt, std::index_sequence<I...>) {
      return tuple_cat(tuple<>{}, detail::ldice(get<I>(cc), get<I>(tt))...);
    }(c, t, std::make_index_sequence<tuple_size_v<Crd>>{});
  } else if constexpr (is_underscore_v<Crd>) {
    return tuple<>{};
  } else {
    return t;
  }
}
namespace detail {
template <class Crd, class T> constexpr auto ldice(Crd const &c, T const &t) {
  if constexpr (is_tuple_v<Crd>) return dice(c, t);
  else if constexpr (is_underscore_v<Crd>) return tuple<>{};
  else return make_tuple(t);
}
} // namespace detail

// ---- zipping -------------------------------------------------------------------------------
namespace detail {
template <class T, std::size_t J, std::size_t... I> constexpr auto zip_column(T const &t, std::index_sequence<I...>) {
  return make_tuple(get<J>(get<I>(t))...);
}
template <class T, std::size_t... J> constexpr auto zip_impl(T const &t, std::index_sequence<J...>) {
  return make_tuple(zip_column<T, J>(t, std::make_index_sequence<tuple_size_v<T>>{})...);
}
} // namespace detail
/// Transpose a tuple of tuples: ((a,b),(c,d)) -> ((a,c),(b,d)).
template <class T> constexpr auto zip(T const &t) {
  if constexpr (is_tuple_v<T>) {
    if constexpr (tuple_size_v<T> > 0 && is_tuple_v<decltype(get<0>(t))>)
      return detail::zip_impl(t, std::make_index_sequence<tuple_size_v<decltype(get<0>(t))>>{});
    else
      return make_tuple(t);
  } else {
    return t;
  }
}
template <class T0, class T1, class... Ts> constexpr auto zip(T0 const &t0, T1 const &t1, Ts const &...ts) {
  return zip(make_tuple(t0, t1, ts...));
}

/// Split t along the profile of guide into (modes-covered-by-guide, everything-else).
template <class T, class G> constexpr auto zip2_by(T const &t, G const &guide) {
  if constexpr (is_tuple_v<G>) {
    constexpr int TR = rank_of<T>();
    constexpr int GR = int(tuple_size_v<G>);
    static_assert(TR >= GR, "zip2_by: the tiler has more modes than the layout");
    auto split = []<std::size_t... I>(T const &tt, G const &gg, std::index_sequence<I...>) {
      return make_tuple(zip2_by(get<I>(tt), get<I>(gg))...);
    }(t, guide, std::make_index_sequence<GR>{});
    auto firsts = transform(split, [](auto const &p) { return get<0>(p); });
    auto seconds = transform(split, [](auto const &p) { return get<1>(p); });
    return make_tuple(firsts, tuple_cat(seconds, take<GR, TR>(t)));
  } else {
    static_assert(rank_of<T>() == 2, "zip2_by: expected a (tile, rest) pair");
    return t;
  }
}

/// Tag types that choose the default compact strides.
struct LayoutLeft {};
struct LayoutRight {};
using GenColMajor = LayoutLeft;
using GenRowMajor = LayoutRight;

} // namespace tilec::layout

template <class... T> struct std::tuple_size<tilec::layout::tuple<T...>> : std::integral_constant<std::size_t, sizeof...(T)> {};
template <std::size_t I, class... T> struct std::tuple_element<I, tilec::layout::tuple<T...>> {
  using type = std::tuple_element_t<I, std::tuple<T...>>;
};

#endif // TILEC_LAYOUT_INT_TUPLE_HPP
