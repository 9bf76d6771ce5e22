//===- layout/layout_algebra.hpp - composition, complement, divide, product ===//
//
// The algebra of layouts. Results keep the static/dynamic kind of every integer the way CuTe
// computes them (e.g. coalesce merges two modes only when it can prove at compile time that
// they are contiguous), since users read these results through print().
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_LAYOUT_ALGEBRA_HPP
#define TILEC_LAYOUT_LAYOUT_ALGEBRA_HPP

#include "tilec/layout/layout.hpp"

#include <array>
#include <utility>

namespace tilec::layout {

// ---- coalesce ---------------------------------------------------------------------------------
namespace detail {
/// Walk the flat modes from the back, merging mode I into the front of the result when
/// shape[I] * stride[I] is statically equal to the front stride, dropping static size-1 modes.
template <int I, bool KeepUnitStride = false, class OS, class OD, class NS, class ND>
constexpr auto bw_coalesce(OS const &old_shape, OD const &old_stride, NS const &new_shape, ND const &new_stride) {
  if constexpr (I == -1) {
    if constexpr (is_constant_v<1, NS> && !KeepUnitStride) return Layout<Int<1>, Int<0>>{};
    else return Layout<NS, ND>(new_shape, new_stride);
  } else if constexpr (is_constant_v<1, decltype(get<I>(old_shape))>) {
    return bw_coalesce<I - 1, KeepUnitStride>(old_shape, old_stride, new_shape, new_stride);
  } else if constexpr (is_constant_v<1, NS> && !KeepUnitStride) {
    return bw_coalesce<I - 1, KeepUnitStride>(old_shape, old_stride, get<I>(old_shape), get<I>(old_stride));
  } else if constexpr (is_static_integer_v<std::remove_cvref_t<decltype(get<0>(new_shape))>> &&
                       is_constant_v<true, decltype(get<I>(old_shape) * get<I>(old_stride) == get<0>(new_stride))>) {
    // Merged only when both shapes are static: a dynamic extent keeps its own mode.
    return bw_coalesce<I - 1, KeepUnitStride>(old_shape, old_stride,
                                              replace_front(new_shape, get<I>(old_shape) * get<0>(new_shape)),
                                              replace_front(new_stride, get<I>(old_stride)));
  } else {
    return bw_coalesce<I - 1, KeepUnitStride>(old_shape, old_stride, prepend(new_shape, get<I>(old_shape)),
                                              prepend(new_stride, get<I>(old_stride)));
  }
}
/// KeepUnitStride (composition's view of its left-hand side, as CuTe's results reveal): the
/// last mode is never replaced by an earlier one when it is a static _1, and a layout of only
/// static size-1 modes becomes _1:<its last stride> rather than _1:_0.
template <bool KeepUnitStride = false, class S, class D> constexpr auto coalesce_flat(Layout<S, D> const &l) {
  auto fs = flatten(l.shape());
  auto fd = flatten(l.stride());
  constexpr int R = rank_of<decltype(fs)>();
  if constexpr (R == 0) return Layout<Int<1>, Int<0>>{};
  else return bw_coalesce<R - 2, KeepUnitStride>(fs, fd, get<R - 1>(fs), get<R - 1>(fd));
}
} // namespace detail

/// The simplest layout (depth <= 1, fewest modes) with the same function.
template <class S, class D> constexpr auto coalesce(Layout<S, D> const &l) { return detail::coalesce_flat(l); }
/// Coalesce each mode of l named by the profile separately (a non-tuple profile: the whole).
template <class S, class D, class P> constexpr auto coalesce(Layout<S, D> const &l, P const &profile) {
  if constexpr (is_tuple_v<P>) {
    static_assert(tuple_size_v<P> <= std::size_t(rank_of<S>()), "coalesce: profile has more modes than the layout");
    return transform_layout(l, profile, [](auto const &m, auto const &p) { return coalesce(m, p); });
  } else {
    return detail::coalesce_flat(l);
  }
}

// ---- filter -----------------------------------------------------------------------------------
namespace detail {
template <class S, class D> constexpr auto filter_zeros_shape(S const &s, D const &d) {
  if constexpr (is_tuple_v<S>)
    return transform(s, d, [](auto const &x, auto const &y) { return filter_zeros_shape(x, y); });
  else if constexpr (is_constant_v<0, D>)
    return Int<1>{};
  else
    return s;
}
} // namespace detail
/// Replace the shape of every static stride-0 mode by _1.
template <class S, class D> constexpr auto filter_zeros(Layout<S, D> const &l) {
  return make_layout(detail::filter_zeros_shape(l.shape(), l.stride()), l.stride());
}
/// Remove stride-0 and size-1 modes.
template <class S, class D> constexpr auto filter(Layout<S, D> const &l) { return coalesce(filter_zeros(l)); }

// ---- composition ------------------------------------------------------------------------------
template <class LS, class LD, class RS, class RD>
constexpr auto composition(Layout<LS, LD> const &lhs, Layout<RS, RD> const &rhs);

namespace detail {
/// Takes rhs_shape elements out of the stride-divided modes, from mode I on: each mode gets
/// min(its shape, what is left) (static _1 if either is); modes that end up statically of size
/// 1 are dropped, and the walk stops as soon as what is left is statically 1. What is left
/// after the leading modes goes to the last mode (which may overflow). All modes dropped: _1
/// with the last stride. (Which modes survive and which integers stay static follow what real
/// CuTe prints, checked by test/unit/Layout/oracle.)
template <int I, class SS, class DS, class Rest, class LastD, class AccS, class AccD>
constexpr auto composition_take_shape(SS const &shapes, DS const &strides, Rest const &rest, LastD const &last_stride,
                                      AccS const &acc_shape, AccD const &acc_stride) {
  constexpr int N = int(tuple_size_v<SS>);
  if constexpr (I < N && !is_constant_v<1, Rest>) {
    auto si = get<I>(shapes);
    auto taken = shape_min(si, rest);
    auto next_rest = [&] {
      // A static remainder smaller than the mode ends the walk without a divisibility check.
      if constexpr (is_static_integer_v<Rest> && is_static_integer_v<decltype(si)>) {
        if constexpr (Rest::value <= decltype(si)::value) return Int<1>{};
        else return shape_div(rest, si);
      } else {
        return shape_div(rest, si);
      }
    }();
    if constexpr (is_constant_v<1, decltype(taken)>)
      return composition_take_shape<I + 1>(shapes, strides, next_rest, last_stride, acc_shape, acc_stride);
    else
      return composition_take_shape<I + 1>(shapes, strides, next_rest, last_stride, append(acc_shape, taken),
                                           append(acc_stride, get<I>(strides)));
  } else {
    if constexpr (!is_constant_v<1, Rest>) {
      return composition_take_shape<N>(shapes, strides, Int<1>{}, last_stride, append(acc_shape, rest),
                                       append(acc_stride, last_stride));
    } else if constexpr (tuple_size_v<AccS> == 0) {
      return Layout<Int<1>, LastD>(Int<1>{}, last_stride);
    } else if constexpr (tuple_size_v<AccS> == 1) {
      return make_layout(get<0>(acc_shape), get<0>(acc_stride));
    } else {
      return make_layout(acc_shape, acc_stride);
    }
  }
}

/// Dividing a stride d still to divide out through a lhs mode of shape s: the mode keeps
/// ceil(s/|d|) elements and sign(d)*ceil(|d|/s) is left to divide out of the next modes (CuTe
/// rounds up rather than requiring divisibility, also for dynamic values, and a negative rhs
/// stride walks the same modes backwards). Static values where |d| is larger than s and not a
/// multiple of it cannot be composed.
template <class S, class D> constexpr auto stride_div_shape(S const &s, D const &d) {
  if constexpr (is_static_integer_v<S> && is_static_integer_v<D>) {
    constexpr auto ad = D::value < 0 ? -D::value : D::value;
    static_assert(S::value % ad == 0 || ad % S::value == 0 || ad < S::value,
                  "composition: the stride divisibility condition fails (a lhs mode neither divides nor is "
                  "divided by a larger rhs stride)");
  }
  return ceil_div(s, abs(d));
}
template <class D, class S> constexpr auto stride_div_rest(D const &d, S const &s) {
  return signum(d) * ceil_div(abs(d), s);
}

template <class LS, class LD, class RS, class RD>
constexpr auto composition_impl(LS const &lhs_shape, LD const &lhs_stride, RS const &rhs_shape, RD const &rhs_stride) {
  if constexpr (is_tuple_v<RS>) {
    // Composition distributes over the modes of the right-hand side.
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_layout(composition_impl(lhs_shape, lhs_stride, get<I>(rhs_shape), get<I>(rhs_stride))...);
    }(std::make_index_sequence<tuple_size_v<RS>>{});
  } else if constexpr (is_scaled_basis_v<RD>) {
    return composition_impl(basis_get(rhs_stride, lhs_shape), basis_get(rhs_stride, lhs_stride), rhs_shape,
                            basis_value(rhs_stride));
  } else if constexpr (is_constant_v<0, RD>) {
    return Layout<RS, RD>(rhs_shape, rhs_stride);
  } else if constexpr (!is_tuple_v<LS>) {
    auto d = rhs_stride * lhs_stride;
    return Layout<RS, decltype(d)>(rhs_shape, d);
  } else {
    constexpr int R = int(tuple_size_v<LS>);
    // Divide the rhs stride out of the leading modes of lhs: each mode starts at the stride
    // still to be divided out (its stride grows by it) and keeps what remains of its shape.
    auto divided = fold(take<0, R - 1>(lhs_shape), make_tuple(tuple<>{}, tuple<>{}, rhs_stride, Int<0>{}),
                        [&](auto const &init, auto const &si) {
                          auto rest = get<2>(init);
                          constexpr int i = std::remove_cvref_t<decltype(get<3>(init))>::value;
                          return make_tuple(append(get<0>(init), stride_div_shape(si, rest)),
                                            append(get<1>(init), get<i>(lhs_stride) * rest), stride_div_rest(rest, si),
                                            Int<i + 1>{});
                        });
    auto last_stride = get<2>(divided) * get<R - 1>(lhs_stride);
    return composition_take_shape<0>(get<0>(divided), get<1>(divided), rhs_shape, last_stride, tuple<>{}, tuple<>{});
  }
}
} // namespace detail

/// R(c) = lhs(rhs(c)); R has the shape of rhs.
template <class LS, class LD, class RS, class RD>
constexpr auto composition(Layout<LS, LD> const &lhs, Layout<RS, RD> const &rhs) {
  auto flat_lhs = detail::coalesce_flat<true>(lhs);
  return detail::composition_impl(flat_lhs.shape(), flat_lhs.stride(), rhs.shape(), rhs.stride());
}
/// Composition with a tiler: a tuple applies by mode (untouched modes stay), `_` keeps the
/// mode, an integer n means the layout n:_1.
template <class LS, class LD, class T>
  requires(!is_layout_v<T>)
constexpr auto composition(Layout<LS, LD> const &lhs, T const &tiler) {
  if constexpr (is_tuple_v<T>) {
    // Only the tiler's modes survive: lhs modes beyond the tiler's rank are dropped.
    static_assert(tuple_size_v<T> <= std::size_t(rank_of<LS>()), "composition: the tiler has more modes than the layout");
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_layout(composition(layout<int(I)>(lhs), get<I>(tiler))...);
    }(std::make_index_sequence<tuple_size_v<T>>{});
  } else if constexpr (is_underscore_v<T>) {
    return lhs;
  } else {
    static_assert(is_integral_v<T>, "composition: the tiler must be a layout, a tuple, an integer or _");
    return composition(lhs, Layout<T, Int<1>>(tiler, Int<1>{}));
  }
}

// ---- complement -------------------------------------------------------------------------------
namespace detail {
template <class D, std::size_t... I> constexpr int min_stride_index(std::index_sequence<I...>) {
  constexpr long long vals[] = {(long long)std::remove_cvref_t<decltype(get<I>(std::declval<D>()))>::value...};
  int best = 0;
  for (int i = 1; i < int(sizeof...(I)); ++i)
    if (vals[i] < vals[best]) best = i;
  return best;
}
/// The rest of a complement against a shape, from cotarget mode I on: what the layout has not
/// covered yet (`left`, the extent still to skip) is divided out of the static modes left to
/// right; modes it swallows disappear, the others are laid out compactly after the layout.
/// From the first dynamic mode (or dynamic extent left) on, the remaining modes become one
/// mode (their product over what is left) -- as CuTe's printed results show.
/// State: (kept shapes, kept strides, left to skip, next stride).
template <int I, int N, class F, class State> constexpr auto complement_rest_fold(F const &flat, State const &st) {
  if constexpr (I == N) {
    return st;
  } else {
    auto const &left = get<2>(st);
    auto const &next = get<3>(st);
    auto si = get<I>(flat);
    if constexpr (!is_static_integer_v<decltype(si)> || !is_static_integer_v<std::remove_cvref_t<decltype(left)>>) {
      auto tail = product(take<I, N>(flat));
      auto kept = ceil_div(tail, left);
      return make_tuple(append(get<0>(st), kept), append(get<1>(st), next), Int<1>{}, next * kept);
    } else {
      auto kept = ceil_div(si, left);
      auto new_left = shape_div(left, si);
      if constexpr (is_constant_v<1, decltype(kept)>)
        return complement_rest_fold<I + 1, N>(flat, make_tuple(get<0>(st), get<1>(st), new_left, next));
      else
        return complement_rest_fold<I + 1, N>(
            flat, make_tuple(append(get<0>(st), kept), append(get<1>(st), next), new_left, next * kept));
    }
  }
}
/// A cotarget shape when the layout covers nothing: its flat modes left to right, where
/// neighbours of the same kind (both static or both dynamic) multiply into one mode, so a
/// static/dynamic boundary survives (CuTe prints `(8,_8):(_1,8)` for the cotarget (8,_8), but
/// `64:_1` for (8,8), and `(_1,8):(_0,_1)` for (_1,8)).
template <int I, int N, class F, class Acc> constexpr auto merge_same_kind(F const &flat, Acc const &acc) {
  if constexpr (I == N) {
    return acc;
  } else {
    using Si = std::remove_cvref_t<decltype(get<I>(flat))>;
    if constexpr (tuple_size_v<Acc> == 0) {
      return merge_same_kind<I + 1, N>(flat, make_tuple(get<I>(flat)));
    } else {
      constexpr int L = int(tuple_size_v<Acc>) - 1;
      using Last = std::remove_cvref_t<decltype(get<L>(acc))>;
      if constexpr (is_static_integer_v<Last> == is_static_integer_v<Si>)
        return merge_same_kind<I + 1, N>(flat, replace<L>(acc, get<L>(acc) * get<I>(flat)));
      else
        return merge_same_kind<I + 1, N>(flat, append(acc, get<I>(flat)));
    }
  }
}
template <class S, class D, class RS, class RD, class T>
constexpr auto complement_step(S const &shape, D const &stride, RS const &result_shape, RD const &result_stride,
                               T const &cotarget) {
  constexpr int R = rank_of<S>();
  constexpr int RR = rank_of<RD>();
  if constexpr (R == 1) {
    auto new_shape = get<0>(stride) / get<RR - 1>(result_stride);
    static_assert(!is_constant_v<0, decltype(new_shape)>, "complement: non-injective layout detected");
    // The rest covers the cotarget (an integer or a shape) compactly from the last stride on.
    auto new_stride = get<0>(shape) * get<0>(stride);
    if constexpr (is_tuple_v<T>) {
      auto flat = flatten(cotarget);
      constexpr int N = int(tuple_size_v<decltype(flat)>);
      auto rest = complement_rest_fold<0, N>(flat, make_tuple(tuple<>{}, tuple<>{}, new_stride, new_stride));
      return coalesce(make_layout(make_shape(append(result_shape, new_shape), get<0>(rest)),
                                  make_stride(result_stride, get<1>(rest))));
    } else {
      auto rest_shape = ceil_div(cotarget, new_stride);
      auto rest_stride = compact_col_major(rest_shape, new_stride);
      return coalesce(make_layout(make_shape(append(result_shape, new_shape), rest_shape),
                                  make_stride(result_stride, rest_stride)));
    }
  } else {
    constexpr int m = min_stride_index<D>(std::make_index_sequence<R>{});
    auto min_stride = get<m>(stride);
    auto new_shape = min_stride / get<RR - 1>(result_stride);
    static_assert(!is_constant_v<0, decltype(new_shape)>, "complement: non-injective layout detected");
    auto new_stride = get<m>(shape) * min_stride;
    return complement_step(remove<m>(shape), remove<m>(stride), append(result_shape, new_shape),
                           append(result_stride, new_stride), cotarget);
  }
}
} // namespace detail

/// The layout that fills the holes of l up to cotarget (an integer or a shape): ordered,
/// disjoint from l.
template <class S, class D, class T> constexpr auto complement(Layout<S, D> const &l, T const &cotarget) {
  auto f = filter(l);
  using FD = std::remove_cvref_t<decltype(f.stride())>;
  if constexpr (is_constant_v<0, FD> && is_tuple_v<T>) {
    // Nothing is covered: the whole cotarget, laid out compactly, its modes merged by kind.
    auto flat = flatten(cotarget);
    auto merged = detail::merge_same_kind<0, int(tuple_size_v<decltype(flat)>)>(flat, tuple<>{});
    if constexpr (tuple_size_v<decltype(merged)> == 1) return make_layout(get<0>(merged));
    else return make_layout(merged);
  } else if constexpr (is_constant_v<0, FD>) {
    return coalesce(make_layout(cotarget));
  } else {
    constexpr int R = rank_of<FD>();
    static_assert(R == 1 || is_static_v<FD>, "complement: dynamic strides are only supported for rank-1 layouts");
    return detail::complement_step(f.shape(), f.stride(), tuple<>{}, make_tuple(Int<1>{}), cotarget);
  }
}
template <class S, class D> constexpr auto complement(Layout<S, D> const &l) { return complement(l, cosize(l)); }

// ---- divides ----------------------------------------------------------------------------------
template <class LS, class LD, class TS, class TD>
constexpr auto logical_divide(Layout<LS, LD> const &layout, Layout<TS, TD> const &tiler) {
  // The complement is taken against the coalesced shape (not just the size) so that a tiler
  // over a multi-mode dynamic layout keeps the layout's mode boundaries.
  return composition(layout, make_layout(tiler, complement(tiler, shape(coalesce(layout)))));
}
/// (tile, rest) for a layout tiler; by mode for a tuple tiler.
template <class LS, class LD, class T>
  requires(!is_layout_v<T>)
constexpr auto logical_divide(Layout<LS, LD> const &layout, T const &tiler) {
  if constexpr (is_tuple_v<T>) {
    return transform_layout(layout, tiler, [](auto const &l, auto const &t) { return logical_divide(l, t); });
  } else if constexpr (is_underscore_v<T>) {
    return layout;
  } else {
    static_assert(is_integral_v<T>, "logical_divide: the tiler must be a layout, a tuple, an integer or _");
    return logical_divide(layout, make_layout(tiler));
  }
}

template <class S, class D, class T> constexpr auto tile_unzip(Layout<S, D> const &l, T const &tiler) {
  return make_layout(zip2_by(l.shape(), tiler), zip2_by(l.stride(), tiler));
}
/// ((tiles...), (rests...)).
template <class S, class D, class T> constexpr auto zipped_divide(Layout<S, D> const &l, T const &tiler) {
  return tile_unzip(logical_divide(l, tiler), tiler);
}
/// ((tiles...), rest0, rest1, ...).
template <class S, class D, class T> constexpr auto tiled_divide(Layout<S, D> const &l, T const &tiler) {
  auto z = zipped_divide(l, tiler);
  constexpr int R1 = rank_of<std::remove_cvref_t<decltype(get<1>(z.shape()))>>();
  return z(_, repeat<R1>(_));
}
/// (tile0, tile1, ..., rest0, rest1, ...).
template <class S, class D, class T> constexpr auto flat_divide(Layout<S, D> const &l, T const &tiler) {
  auto z = zipped_divide(l, tiler);
  constexpr int R0 = rank_of<std::remove_cvref_t<decltype(get<0>(z.shape()))>>();
  constexpr int R1 = rank_of<std::remove_cvref_t<decltype(get<1>(z.shape()))>>();
  return z(repeat<R0>(_), repeat<R1>(_));
}

// ---- products ---------------------------------------------------------------------------------
template <class LS, class LD, class TS, class TD>
constexpr auto logical_product(Layout<LS, LD> const &block, Layout<TS, TD> const &tiler) {
  return make_layout(block, composition(complement(block, size(block) * cosize(tiler)), tiler));
}
template <class LS, class LD, class T>
  requires(!is_layout_v<T>)
constexpr auto logical_product(Layout<LS, LD> const &block, T const &tiler) {
  if constexpr (is_tuple_v<T>) {
    return transform_layout(block, tiler, [](auto const &l, auto const &t) { return logical_product(l, t); });
  } else if constexpr (is_underscore_v<T>) {
    return block;
  } else {
    static_assert(is_integral_v<T>, "logical_product: the tiler must be a layout, a tuple, an integer or _");
    return logical_product(block, make_layout(tiler));
  }
}
template <class S, class D, class T> constexpr auto zipped_product(Layout<S, D> const &block, T const &tiler) {
  return tile_unzip(logical_product(block, tiler), tiler);
}
template <class S, class D, class T> constexpr auto tiled_product(Layout<S, D> const &block, T const &tiler) {
  auto z = zipped_product(block, tiler);
  constexpr int R1 = rank_of<std::remove_cvref_t<decltype(get<1>(z.shape()))>>();
  return z(_, repeat<R1>(_));
}
template <class S, class D, class T> constexpr auto flat_product(Layout<S, D> const &block, T const &tiler) {
  auto z = zipped_product(block, tiler);
  constexpr int R0 = rank_of<std::remove_cvref_t<decltype(get<0>(z.shape()))>>();
  constexpr int R1 = rank_of<std::remove_cvref_t<decltype(get<1>(z.shape()))>>();
  return z(repeat<R0>(_), repeat<R1>(_));
}
/// Block-major interleave: mode i = (block_i, tiler_i).
template <class LS, class LD, class TS, class TD>
constexpr auto blocked_product(Layout<LS, LD> const &block, Layout<TS, TD> const &tiler) {
  constexpr int R = rank_of<LS>() > rank_of<TS>() ? rank_of<LS>() : rank_of<TS>();
  auto result = logical_product(append<R>(block), append<R>(tiler));
  return zip(get<0>(result), get<1>(result));
}
/// Tiler-major interleave: mode i = (tiler_i, block_i).
template <class LS, class LD, class TS, class TD>
constexpr auto raked_product(Layout<LS, LD> const &block, Layout<TS, TD> const &tiler) {
  constexpr int R = rank_of<LS>() > rank_of<TS>() ? rank_of<LS>() : rank_of<TS>();
  auto result = logical_product(append<R>(block), append<R>(tiler));
  return zip(get<1>(result), get<0>(result));
}

// ---- inverses ---------------------------------------------------------------------------------
namespace detail {
/// The order in which CuTe's inverses visit modes by stride, which decides ties (size-1 modes
/// sharing a stride with another mode, or zero strides). Probed on CuTe 4.2 (hundreds of cases
/// with ties): an exchange sort, which swaps a[i] and a[j] (i < j) whenever a[j] < a[i]. Equal
/// strides keep their order unless a smaller one comes after both of them: (_4,1,_2):(_2,_2,_1)
/// visits modes 2, 1, 0 and (_2,4,1):(_1,_2,_2) visits 0, 1, 2. `present[i]` false leaves mode i
/// out (a dynamic stride, which never compares).
template <std::size_t N>
constexpr std::array<int, N> inverse_visit_order(std::array<long long, N> const &key, std::array<bool, N> const &present,
                                                 int &count) {
  std::array<int, N> a{};
  count = 0;
  for (std::size_t i = 0; i < N; ++i)
    if (present[i]) a[count++] = int(i);
  for (int i = 0; i < count; ++i)
    for (int j = i + 1; j < count; ++j)
      if (key[a[j]] < key[a[i]]) std::swap(a[i], a[j]);
  return a;
}
template <class T> constexpr long long static_value_or_zero() {
  if constexpr (is_static_integer_v<T>) return (long long)T::value;
  else return 0;
}
/// The first mode, in CuTe's visiting order, whose stride is the static value Next.
template <class D, auto Next, std::size_t... I> constexpr int find_stride(std::index_sequence<I...>) {
  constexpr std::size_t N = sizeof...(I);
  if constexpr (N == 0) {
    return 0;
  } else {
    constexpr std::array<long long, N> key{static_value_or_zero<std::remove_cvref_t<decltype(get<I>(std::declval<D>()))>>()...};
    constexpr std::array<bool, N> present{is_static_integer_v<std::remove_cvref_t<decltype(get<I>(std::declval<D>()))>>...};
    int count = 0;
    auto order = inverse_visit_order(key, present, count);
    for (int k = 0; k < count; ++k)
      if (key[order[k]] == (long long)Next) return order[k];
    return int(N);
  }
}
/// Indices of the modes visited by following strides 1, s0*d0, ... (static strides only). The
/// strides must match exactly: CuTe does not follow a negative stride (right_inverse(_4:_-1) is
/// _1:_0).
template <auto Next, class S, class D, int... Is> constexpr auto inverse_seq() {
  constexpr int R = rank_of<D>();
  constexpr int i = find_stride<D, Next>(std::make_index_sequence<R>{});
  if constexpr (i == R) {
    return std::integer_sequence<int, Is...>{};
  } else {
    using NextT = decltype(get<i>(std::declval<S>()) * get<i>(std::declval<D>()));
    if constexpr (is_static_integer_v<NextT> && !is_constant_v<Next, NextT>)
      return inverse_seq<NextT::value, S, D, Is..., i>();
    else return std::integer_sequence<int, Is..., i>{};
  }
}
} // namespace detail

/// A layout R with L(R(i)) == i for i < size(R), as large as possible.
template <class S, class D> constexpr auto right_inverse(Layout<S, D> const &l) {
  auto flat = coalesce(l);
  using FS = std::remove_cvref_t<decltype(flat.shape())>;
  using FD = std::remove_cvref_t<decltype(flat.stride())>;
  constexpr auto iseq = detail::inverse_seq<1, FS, FD>();
  if constexpr (iseq.size() == 0) {
    return Layout<Int<1>, Int<0>>{};
  } else {
    auto rstride = compact_col_major(flat.shape());
    return [&]<int... I>(std::integer_sequence<int, I...>) {
      return make_layout(unwrap(make_tuple(get<I>(flat.shape())...)),
                         unwrap(make_tuple(get<I>(rstride)...)));
    }(iseq);
  }
}
namespace detail {
/// The modes of a static stride tuple that move (stride != 0), in CuTe's visiting order, and how
/// many there are. A zero-stride mode maps every coordinate to the same offset, so no offset leads
/// back to it: CuTe leaves it out of the inverse, though it still counts in the domain's strides
/// (and in the visiting order of the others).
struct MovingModes {
  std::array<int, 64> order{};
  int count = 0;
};
template <class D, std::size_t... I> constexpr MovingModes stride_order(std::index_sequence<I...>) {
  constexpr std::size_t N = sizeof...(I);
  static_assert(N <= 64, "left_inverse: at most 64 modes after coalescing");
  std::array<long long, N> vals{(long long)std::remove_cvref_t<decltype(get<I>(std::declval<D>()))>::value...};
  std::array<bool, N> all{};
  for (auto &b : all) b = true;
  int count = 0;
  auto order = inverse_visit_order(vals, all, count);
  MovingModes m;
  for (int k = 0; k < count; ++k)
    if (vals[order[k]] != 0) m.order[m.count++] = order[k];
  return m;
}
/// t as a tuple (a single integer becomes a rank-1 tuple).
template <class T> constexpr auto as_tuple(T const &t) {
  if constexpr (is_tuple_v<T>) return t;
  else return make_tuple(t);
}
template <class FS, class FD, class RD, std::size_t... K>
constexpr auto left_inverse_modes(FS const &shape, FD const &stride, RD const &rstride, std::index_sequence<K...>) {
  constexpr MovingModes moving = stride_order<FD>(std::make_index_sequence<tuple_size_v<FD>>{});
  constexpr auto order = moving.order;
  constexpr int n = moving.count;
  static_assert(n == int(sizeof...(K)), "left_inverse_modes: K must index the moving modes");
  constexpr long long first = std::remove_cvref_t<decltype(get<order[0]>(stride))>::value;
  // Mode k (in stride order) spans up to the next larger stride; the last keeps its extent.
  auto span = [&]<std::size_t k>(std::integral_constant<std::size_t, k>) {
    if constexpr (int(k) + 1 < n)
      return Int<std::remove_cvref_t<decltype(get<order[k + 1]>(stride))>::value /
                 std::remove_cvref_t<decltype(get<order[k]>(stride))>::value>{};
    else
      return get<order[k]>(shape);
  };
  auto shapes = make_tuple(span(std::integral_constant<std::size_t, K>{})...);
  auto strides = make_tuple(get<order[K]>(rstride)...);
  // Offsets below the smallest stride are not reached by l: they map to 0.
  if constexpr (first != 1) return make_layout(prepend(shapes, Int<first>{}), prepend(strides, Int<0>{}));
  else return make_layout(shapes, strides);
}
} // namespace detail

/// A layout R with R(L(i)) == i for i < size(L).
template <class S, class D> constexpr auto left_inverse(Layout<S, D> const &l) {
  auto flat = coalesce(l);
  using FD = std::remove_cvref_t<decltype(flat.stride())>;
  // As in CuTe: the visiting order of the modes is decided from the strides at compile time.
  static_assert(is_static_v<FD>, "left_inverse requires static strides");
  if constexpr (is_constant_v<1, decltype(size(flat))>) {
    return Layout<Int<1>, Int<0>>{}; // a single element: only offset 0 maps back
  } else {
    auto shape = detail::as_tuple(flat.shape());
    auto stride = detail::as_tuple(flat.stride());
    auto rstride = compact_col_major(shape);
    constexpr int moving = detail::stride_order<std::remove_cvref_t<decltype(stride)>>(
                               std::make_index_sequence<tuple_size_v<decltype(shape)>>{})
                               .count;
    // Only zero strides: CuTe keeps the last mode's extent at stride _0 ((4,3):(_0,_0) -> 3:_0).
    if constexpr (moving == 0) return make_layout(get<tuple_size_v<decltype(shape)> - 1>(shape), Int<0>{});
    else return coalesce(detail::left_inverse_modes(shape, stride, rstride, std::make_index_sequence<moving>{}));
  }
}


// ---- ordered layouts and tiling to a shape -------------------------------------------------
namespace detail {
template <class S, class O, class FS, class FO> constexpr auto compact_order_impl(S const &s, O const &o, FS const &fs, FO const &fo) {
  if constexpr (is_tuple_v<O>) {
    static_assert(rank_of<S>() == rank_of<O>(), "make_ordered_layout: shape and order must have the same rank");
    return transform(s, o, [&](auto const &si, auto const &oi) { return compact_order_impl(si, oi, fs, fo); });
  } else {
    // The stride is the product of the shapes of all modes ordered before this one.
    auto d = product(transform(fs, fo, [&](auto const &sj, auto const &oj) {
      if constexpr (is_constant_v<true, decltype(oj < o)>) return sj;
      else return Int<1>{};
    }));
    return compact_col_major(s, d);
  }
}
} // namespace detail
/// Compact strides following `order`: the mode with the smallest order value gets stride 1.
template <class S, class O> constexpr auto compact_order(S const &s, O const &order) {
  return detail::compact_order_impl(s, order, flatten(s), flatten(order));
}
template <class S, class O> constexpr auto make_ordered_layout(S const &s, O const &order) {
  if constexpr (std::is_same_v<O, LayoutLeft> || std::is_same_v<O, LayoutRight>) return make_layout(s, order);
  else return make_layout(s, compact_order(s, order));
}
/// Repeat `block` (compactly, in the order `ord`) until it covers `target`.
template <class S, class D, class T, class O = LayoutLeft>
constexpr auto tile_to_shape(Layout<S, D> const &block, T const &target, O const &ord = {}) {
  constexpr int R = rank_of<T>();
  auto padded = append<R>(block);
  auto block_shape = product_each(padded.shape());
  auto target_shape = product_each(target);
  auto product_shape = ceil_div(target_shape, block_shape);
  return blocked_product(padded, make_ordered_layout(product_shape, ord));
}

// ---- a compact layout like another --------------------------------------------------------
namespace detail {
/// Whether leaf J (stride Dj) comes before leaf I (stride Di) in make_layout_like's order:
/// static strides by value (equal ones share a stride), all of them before the dynamic ones
/// (whose values are unknown at compile time), which follow in position order.
template <class Dj, int J, class Di, int I> constexpr bool like_before() {
  if constexpr (is_static_integer_v<Dj> && is_static_integer_v<Di>)
    return Dj::value < Di::value;
  else if constexpr (is_static_integer_v<Dj>) return true;
  else if constexpr (is_static_integer_v<Di>) return false;
  else return J < I;
}
template <int J, int I, class FS, class FD> constexpr auto like_factor(FS const &fs, FD const &fd) {
  using Dj = std::remove_cvref_t<decltype(get<J>(fd))>;
  using Di = std::remove_cvref_t<decltype(get<I>(fd))>;
  if constexpr (J != I && !is_constant_v<0, Dj> && like_before<Dj, J, Di, I>()) return product(get<J>(fs));
  else return Int<1>{};
}
template <int I, class FS, class FD, std::size_t... J>
constexpr auto like_stride(FS const &fs, FD const &fd, std::index_sequence<J...>) {
  using Di = std::remove_cvref_t<decltype(get<I>(fd))>;
  // A mode that a static zero stride broadcasts stays broadcast and takes no room.
  if constexpr (is_constant_v<0, Di>) return Int<0>{};
  else return compact_col_major(get<I>(fs), (Int<1>{} * ... * like_factor<int(J), I>(fs, fd)));
}
template <class T> constexpr int leaf_count() {
  if constexpr (is_tuple_v<T>) return tuple_size_v<decltype(flatten(std::declval<T>()))>;
  else return 1;
}
/// The leaves of `flat`, from position Off on, arranged in the profile of `s`.
template <int Off, class S, class F> constexpr auto unflatten_like(S const &s, F const &flat) {
  if constexpr (is_tuple_v<S>) {
    return [&]<std::size_t... K>(std::index_sequence<K...>) {
      constexpr int n = sizeof...(K);
      constexpr auto offsets = [] {
        std::array<int, n + 1> o{};
        o[0] = Off;
        int k = 0;
        ((o[k + 1] = o[k] + leaf_count<std::remove_cvref_t<decltype(get<K>(std::declval<S>()))>>(), ++k), ...);
        return o;
      }();
      return make_tuple(unflatten_like<offsets[K]>(get<K>(s), flat)...);
    }(std::make_index_sequence<tuple_size_v<S>>{});
  } else {
    return get<Off>(flat);
  }
}
} // namespace detail
/// A compact layout of the same shape whose modes follow the order of l's strides (static
/// strides by value, dynamic ones after them in position order; static zero strides stay _0;
/// modes with equal static strides get the same stride, as CuTe's ordering gives them).
template <class S, class D> constexpr auto make_layout_like(Layout<S, D> const &l) {
  auto fs = detail::as_tuple(flatten(l.shape()));
  auto fd = detail::as_tuple(flatten(l.stride()));
  constexpr int n = tuple_size_v<decltype(fs)>;
  auto flat = [&]<std::size_t... I>(std::index_sequence<I...> seq) {
    return make_tuple(detail::like_stride<int(I)>(fs, fd, seq)...);
  }(std::make_index_sequence<n>{});
  if constexpr (is_tuple_v<S>) return make_layout(l.shape(), detail::unflatten_like<0>(l.shape(), flat));
  else return make_layout(l.shape(), get<0>(flat));
}

// ---- changing the element width -------------------------------------------------------------
namespace detail {
/// Per leaf: a unit-stride mode counts N times fewer (upcast) or more (downcast) elements; any
/// other stride is measured in the new element width instead.
template <int N, bool Up, class S, class D> constexpr auto recast_modes(S const &s, D const &d) {
  if constexpr (is_tuple_v<S>) {
    auto modes = transform(s, d, [](auto const &si, auto const &di) { return recast_modes<N, Up>(si, di); });
    return make_tuple(transform(modes, [](auto const &m) { return get<0>(m); }),
                      transform(modes, [](auto const &m) { return get<1>(m); }));
  } else if constexpr (Up) {
    // A stride below N packs N/|d| old elements into one new one: the mode shrinks by that.
    if constexpr (is_constant_v<0, D>) return make_tuple(s, d);
    else if constexpr (is_static_integer_v<D>) return make_tuple(shape_div(s, shape_div(Int<N>{}, abs(d))), shape_div(d, Int<N>{}));
    else return make_tuple(s, D(d / N)); // a dynamic stride is only divided, truncating (as CuTe does)
  } else if constexpr (is_constant_v<1, D>) {
    return make_tuple(s * Int<N>{}, d);
  } else {
    return make_tuple(s, d * Int<N>{});
  }
}
} // namespace detail
/// The layout of the same memory seen as elements N times wider.
template <int N, class S, class D> constexpr auto upcast(Layout<S, D> const &l) {
  static_assert(N > 0, "upcast<N>: N must be positive");
  auto sd = detail::recast_modes<N, true>(l.shape(), l.stride());
  return make_layout(get<0>(sd), get<1>(sd));
}
/// The layout of the same memory seen as elements N times narrower.
template <int N, class S, class D> constexpr auto downcast(Layout<S, D> const &l) {
  static_assert(N > 0, "downcast<N>: N must be positive");
  auto sd = detail::recast_modes<N, false>(l.shape(), l.stride());
  return make_layout(get<0>(sd), get<1>(sd));
}

/// The layout of the same memory seen as elements of NewT instead of OldT.
template <class OldT, class NewT, class S, class D> constexpr auto recast_layout(Layout<S, D> const &l) {
  constexpr int old_bits = std::is_void_v<OldT> ? 8 : int(sizeof(OldT) * 8);
  constexpr int new_bits = std::is_void_v<NewT> ? 8 : int(sizeof(NewT) * 8);
  if constexpr (old_bits == new_bits) return l;
  else if constexpr (new_bits % old_bits == 0) return upcast<new_bits / old_bits>(l);
  else {
    static_assert(old_bits % new_bits == 0, "recast_layout: the element widths must divide one another");
    return downcast<old_bits / new_bits>(l);
  }
}

// ---- common vectors ------------------------------------------------------------------------
/// The largest number of elements that are contiguous in both a and b (static, else _1).
template <class SA, class DA, class SB, class DB>
constexpr auto max_common_vector(Layout<SA, DA> const &a, Layout<SB, DB> const &b) {
  auto common = coalesce(composition(a, right_inverse(b)));
  using S0 = std::remove_cvref_t<decltype(get<0>(common.shape()))>;
  using D0 = std::remove_cvref_t<decltype(get<0>(common.stride()))>;
  if constexpr (is_static_v<S0> && is_constant_v<1, D0>) return get<0>(common.shape());
  else return Int<1>{};
}
template <class SA, class DA, class SB, class DB>
constexpr auto max_common_layout(Layout<SA, DA> const &a, Layout<SB, DB> const &b) {
  auto inv_b = right_inverse(b);
  auto common = coalesce(composition(a, inv_b));
  using S0 = std::remove_cvref_t<decltype(get<0>(common.shape()))>;
  using D0 = std::remove_cvref_t<decltype(get<0>(common.stride()))>;
  if constexpr (is_static_v<S0> && is_constant_v<1, D0>)
    return composition(inv_b, make_layout(get<0>(common.shape()), get<0>(common.stride())));
  else
    return Layout<Int<1>, Int<0>>{};
}


template <class S, class D> template <class... Ts> constexpr auto Layout<S, D>::compose(Ts const &...ts) const {
  if constexpr (sizeof...(Ts) == 1) return composition(*this, ts...);
  else return composition(*this, make_tile(ts...));
}
template <class S, class D> template <class... Ts> constexpr auto Layout<S, D>::tile(Ts const &...ts) const {
  return tiled_divide(*this, make_tile(ts...));
}
template <class S, class D> template <class... Ts> constexpr auto Layout<S, D>::with_shape(Ts const &...ts) const {
  if constexpr (sizeof...(Ts) == 1) return composition(*this, make_layout(ts...));
  else return composition(*this, make_layout(make_shape(ts...)));
}

} // namespace tilec::layout

#endif // TILEC_LAYOUT_LAYOUT_ALGEBRA_HPP
