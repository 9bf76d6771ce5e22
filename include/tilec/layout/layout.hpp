//===- layout/layout.hpp - Layout = Shape : Stride -------------------------===//
//
// A Layout is a function from coordinates to offsets: the inner product of the natural
// coordinate with the strides. Coordinates may be a 1-D index, a natural coordinate or a
// hierarchical coordinate; a coordinate containing `_` slices instead of evaluating.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_LAYOUT_HPP
#define TILEC_LAYOUT_LAYOUT_HPP

#include "tilec/layout/scaled_basis.hpp"

namespace tilec::layout {

template <class S> using default_stride_t = decltype(compact_col_major(std::declval<S>(), Int<1>{}));

template <class Shape, class Stride = default_stride_t<Shape>> struct Layout;
template <class S, class D> struct is_layout_impl<Layout<S, D>> : std::true_type {};

template <class S, class D> constexpr auto make_layout(S const &s, D const &d)
  requires(!is_layout_v<S>);

template <class Shape, class Stride> struct Layout {
  static_assert(rank_of<Shape>() == rank_of<Stride>(), "Layout: shape and stride must have the same rank");
  using shape_type = Shape;
  using stride_type = Stride;
  static constexpr int rank = rank_of<Shape>();

  Shape shape_{};
  Stride stride_{};

  constexpr Layout() = default;
  constexpr Layout(Shape const &s) : shape_(s), stride_(compact_col_major(s, Int<1>{})) {}
  constexpr Layout(Shape const &s, Stride const &d) : shape_(s), stride_(d) {}

  constexpr Layout const &layout() const { return *this; }
  constexpr Shape const &shape() const { return shape_; }
  constexpr Stride const &stride() const { return stride_; }

  /// Evaluate at a coordinate, or slice when it contains `_`.
  template <class Crd> constexpr auto operator()(Crd const &c) const {
    if constexpr (has_underscore_v<Crd>)
      return make_layout(slice(c, shape_), slice(c, stride_));
    else
      return crd2idx(c, shape_, stride_);
  }
  template <class C0, class C1, class... Cs>
  constexpr auto operator()(C0 const &c0, C1 const &c1, Cs const &...cs) const {
    return (*this)(make_tuple(c0, c1, cs...));
  }

  /// The coordinate whose offset is idx (inverts the layout for a compact/bijective one).
  template <class I> constexpr auto get_hier_coord(I const &idx) const { return idx2crd(idx, shape_, stride_); }
  /// Like get_hier_coord, with each top-level mode flattened to a 1-D index.
  template <class I> constexpr auto get_flat_coord(I const &idx) const {
    auto hier = get_hier_coord(idx);
    if constexpr (is_tuple_v<Shape>)
      return transform(hier, shape_, [](auto const &c, auto const &s) { return crd2idx(c, s, compact_col_major(s)); });
    else
      return hier;
  }
  template <class I> constexpr auto get_1d_coord(I const &idx) const {
    return crd2idx(get_hier_coord(idx), shape_, compact_col_major(shape_));
  }

  // Member spellings of the algebra (defined in layout_algebra.hpp).
  template <class... Ts> constexpr auto compose(Ts const &...ts) const;
  template <class... Ts> constexpr auto tile(Ts const &...ts) const;
  template <class... Ts> constexpr auto with_shape(Ts const &...ts) const;
};

template <class S, class D> Layout(S const &, D const &) -> Layout<S, D>;

template <class S, class D> constexpr auto make_layout(S const &s, D const &d)
  requires(!is_layout_v<S>)
{
  if constexpr (std::is_same_v<D, LayoutLeft>) return Layout<S, default_stride_t<S>>(s, compact_col_major(s, Int<1>{}));
  else if constexpr (std::is_same_v<D, LayoutRight>) {
    auto st = compact_row_major(s, Int<1>{});
    return Layout<S, decltype(st)>(s, st);
  } else {
    static_assert(rank_of<S>() == rank_of<D>(), "make_layout: shape and stride must be congruent");
    return Layout<S, D>(s, d);
  }
}
/// Each layout becomes one mode of the result (a single layout becomes a rank-1 layout, which
/// is what keeps by-mode results such as composition with a rank-1 tiler congruent to it).
template <class S0, class D0, class... Ss, class... Ds>
constexpr auto make_layout(Layout<S0, D0> const &l0, Layout<Ss, Ds> const &...ls) {
  return make_layout(make_shape(l0.shape(), ls.shape()...), make_stride(l0.stride(), ls.stride()...));
}
template <class S>
  requires(!is_layout_v<S>)
constexpr auto make_layout(S const &s) {
  return make_layout(s, LayoutLeft{});
}

// ---- properties --------------------------------------------------------------------------
template <class S, class D> constexpr auto const &shape(Layout<S, D> const &l) { return l.shape(); }
template <class S, class D> constexpr auto const &stride(Layout<S, D> const &l) { return l.stride(); }
template <class T> constexpr auto const &shape(T const &t)
  requires(is_tuple_v<T> || is_integral_v<T>)
{
  return t;
}
template <int I, int... Is, class T> constexpr decltype(auto) shape(T const &t) { return get<I, Is...>(shape(t)); }
template <int I, int... Is, class S, class D> constexpr decltype(auto) stride(Layout<S, D> const &l) {
  return get<I, Is...>(l.stride());
}

template <std::size_t I, std::size_t... Is, class S, class D> constexpr auto get(Layout<S, D> const &l) {
  return make_layout(get<I, Is...>(l.shape()), get<I, Is...>(l.stride()));
}
template <int... Is, class S, class D> constexpr auto layout(Layout<S, D> const &l) {
  if constexpr (sizeof...(Is) == 0) return l;
  else return get<Is...>(l);
}

template <class S, class D> constexpr auto size(Layout<S, D> const &l) { return product(l.shape()); }
template <class T> inline constexpr int rank_v = rank_of<typename std::remove_cvref_t<T>::shape_type>();
template <int I, int... Is, class T> constexpr auto size(T const &t) { return product(shape<I, Is...>(t)); }
template <class S, class D> constexpr auto rank(Layout<S, D> const &) { return Int<rank_of<S>()>{}; }
template <int I, int... Is, class S, class D> constexpr auto rank(Layout<S, D> const &l) {
  return rank(get<I, Is...>(l.shape()));
}
template <class S, class D> constexpr auto depth(Layout<S, D> const &l) { return depth(l.shape()); }
template <int I, int... Is, class S, class D> constexpr auto depth(Layout<S, D> const &l) {
  return depth(get<I, Is...>(l.shape()));
}
namespace detail {
/// The stride tree with every integer stride replaced by its magnitude (basis strides kept).
template <class T, int... Ns> constexpr auto abs_basis(ScaledBasis<T, Ns...> const &e) {
  return ScaledBasis<decltype(abs(e.value())), Ns...>(abs(e.value()));
}
template <class D> constexpr auto abs_strides(D const &d) {
  if constexpr (is_tuple_v<D>) return transform(d, [](auto const &x) { return abs_strides(x); });
  else if constexpr (is_integral_v<D>) return abs(d);
  else if constexpr (is_scaled_basis_v<D>) return abs_basis(d);
  else return d;
}
/// The element count of the box from the origin to coordinate c: the product over c's leaves of
/// (leaf + 1). Basis elements count as their ArithmeticTuple (leading zeros add factors of _1).
template <class C> constexpr auto box_size_to(C const &c) {
  if constexpr (is_scaled_basis_v<C>) return box_size_to(as_arithmetic_tuple(c));
  else if constexpr (is_tuple_v<C>)
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (Int<1>{} * ... * box_size_to(get<I>(c)));
    }(std::make_index_sequence<tuple_size_v<C>>{});
  else return c + Int<1>{};
}
} // namespace detail
namespace detail {
template <class D> constexpr bool all_integer_strides() {
  if constexpr (is_tuple_v<D>)
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return (true && ... && all_integer_strides<std::remove_cvref_t<decltype(get<I>(std::declval<D>()))>>());
    }(std::make_index_sequence<tuple_size_v<D>>{});
  else return is_integral_v<D>;
}
/// The sum over the leaves of (shape - 1) * |stride|.
template <class S, class D> constexpr auto span_sum(S const &s, D const &d) {
  if constexpr (is_tuple_v<S>)
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (Int<0>{} + ... + span_sum(get<I>(s), get<I>(d)));
    }(std::make_index_sequence<tuple_size_v<S>>{});
  else if constexpr (is_scaled_basis_v<D>) return (s - Int<1>{}) * d;
  else return (s - Int<1>{}) * abs(d);
}
} // namespace detail
/// The extent of the codomain: one plus the sum of every mode's span (shape - 1) * |stride|, so
/// that negative strides count the span they cover and a static zero stride keeps a dynamic
/// extent out of the result's kind (CuTe prints `_57` for ((_8),2):((_-8),_0)).
template <class S, class D> constexpr auto cosize(Layout<S, D> const &l) {
  if constexpr (detail::all_integer_strides<D>()) {
    return detail::span_sum(l.shape(), l.stride()) + Int<1>{};
  } else {
    // Basis strides: CuTe counts the box from the origin to the last element's coordinate
    // (with |stride|), e.g. (_4,_8):(_1@0,3@1) -> (4,22) -> 88, and 6:_2@1 -> (_1,11) -> 11.
    // The far corner is summed mode by mode, so a static _0 stride keeps the result static.
    return detail::box_size_to(detail::span_sum(l.shape(), detail::abs_strides(l.stride())));
  }
}
template <int I, int... Is, class S, class D> constexpr auto cosize(Layout<S, D> const &l) {
  return cosize(get<I, Is...>(l));
}

template <class S, class D> constexpr auto flatten(Layout<S, D> const &l) {
  return make_layout(flatten(l.shape()), flatten(l.stride()));
}

template <class Crd, class S>
  requires(!is_layout_v<S>)
constexpr auto crd2idx(Crd const &c, S const &s);
namespace detail {
template <std::size_t K, class Crd, class S> constexpr auto crd2idx_horner(Crd const &c, S const &s) {
  if constexpr (K + 1 >= tuple_size_v<S>) return crd2idx(get<K>(c), get<K>(s));
  else return crd2idx(get<K>(c), get<K>(s)) + product(get<K>(s)) * crd2idx_horner<K + 1>(c, s);
}
} // namespace detail
/// Index of coordinate c in the compact column-major order of shape s.
template <class Crd, class S>
  requires(!is_layout_v<S>)
constexpr auto crd2idx(Crd const &c, S const &s) {
  if constexpr (is_tuple_v<Crd> && is_tuple_v<S>) {
    static_assert(tuple_size_v<Crd> == tuple_size_v<S>, "crd2idx: coordinate and shape ranks differ");
    // c0 + s0 * (c1 + s1 * (...)): a static _1 mode does not turn a runtime coordinate into a
    // static zero the way a compact stride _0 would (CuTe prints crd2idx(((_5),0), ((_8),_1)) as 5).
    if constexpr (tuple_size_v<S> == 0) return Int<0>{};
    else return detail::crd2idx_horner<0>(c, s);
  } else {
    static_assert(!is_tuple_v<Crd>, "crd2idx: a tuple coordinate for an integer shape");
    return c; // an integer coordinate is already an index
  }
}
template <class Crd, class S, class D> constexpr auto crd2idx(Crd const &c, Layout<S, D> const &l) {
  return crd2idx(c, l.shape(), l.stride());
}
template <class Crd, class S, class D> constexpr auto slice(Crd const &c, Layout<S, D> const &l) {
  return make_layout(slice(c, l.shape()), slice(c, l.stride()));
}
template <class Crd, class S, class D> constexpr auto slice_and_offset(Crd const &c, Layout<S, D> const &l) {
  return make_tuple(slice(c, l), crd2idx(c, l.shape(), l.stride()));
}
template <class Crd, class S, class D> constexpr auto dice(Crd const &c, Layout<S, D> const &l) {
  return make_layout(dice(c, l.shape()), dice(c, l.stride()));
}

// ---- mode manipulation ------------------------------------------------------------------------
/// f applied to each mode of t (and of u, when given); modes of a beyond u's rank pass through.
template <class T, class F> constexpr auto transform_layout(T const &t, F &&f) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return make_layout(f(get<I>(t))...);
  }(std::make_index_sequence<rank_of<T>()>{});
}
template <class S, class D, class U, class F> constexpr auto transform_layout(Layout<S, D> const &l, U const &u, F &&f) {
  constexpr int R = rank_of<S>();
  constexpr int RU = rank_of<U>();
  static_assert(RU <= R, "too many modes in the tiler for this layout");
  return [&]<std::size_t... I, std::size_t... J>(std::index_sequence<I...>, std::index_sequence<J...>) {
    return make_layout(f(get<I>(l), get<I>(u))..., get<RU + J>(l)...);
  }(std::make_index_sequence<RU>{}, std::make_index_sequence<R - RU>{});
}

template <int N, class S, class D> constexpr auto append(Layout<S, D> const &l) {
  return make_layout(append<N>(l.shape(), Int<1>{}), append<N>(l.stride(), Int<0>{}));
}
template <class S, class D, class S2, class D2> constexpr auto append(Layout<S, D> const &l, Layout<S2, D2> const &x) {
  return make_layout(append(l.shape(), x.shape()), append(l.stride(), x.stride()));
}
template <class S, class D, class S2, class D2> constexpr auto prepend(Layout<S, D> const &l, Layout<S2, D2> const &x) {
  return make_layout(prepend(l.shape(), x.shape()), prepend(l.stride(), x.stride()));
}
template <int... I, class S, class D> constexpr auto select(Layout<S, D> const &l) {
  return make_layout(select<I...>(l.shape()), select<I...>(l.stride()));
}
template <int B, int E, class S, class D> constexpr auto take(Layout<S, D> const &l) {
  return make_layout(take<B, E>(l.shape()), take<B, E>(l.stride()));
}
/// Modes [B, E) grouped into a single mode.
template <int B, int E, class S, class D> constexpr auto group(Layout<S, D> const &l) {
  constexpr int R = rank_of<S>();
  auto sh = tuple_cat(take<0, B>(l.shape()), make_tuple(take<B, E>(l.shape())), take<E, R>(l.shape()));
  auto st = tuple_cat(take<0, B>(l.stride()), make_tuple(take<B, E>(l.stride())), take<E, R>(l.stride()));
  return make_layout(sh, st);
}
template <class S0, class D0, class S1, class D1> constexpr auto zip(Layout<S0, D0> const &a, Layout<S1, D1> const &b) {
  return make_layout(zip(a.shape(), b.shape()), zip(a.stride(), b.stride()));
}

} // namespace tilec::layout

#endif // TILEC_LAYOUT_LAYOUT_HPP
