//===- layout/tensor.hpp - Tensor = iterator o layout ----------------------===//
//
// A Tensor pairs an iterator (pointer, counting iterator, coordinate iterator) with a layout.
// Indexing evaluates the layout and offsets the iterator; a coordinate with `_` slices and
// returns a new Tensor whose iterator is moved by the slice's offset.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_TENSOR_HPP
#define TILEC_LAYOUT_TENSOR_HPP

#include "tilec/layout/iterators.hpp"
#include "tilec/layout/layout_algebra.hpp"
#include "tilec/layout/swizzle.hpp"

#include <memory>
#include <vector>

namespace tilec::layout {

template <class Iterator, class LayoutT> struct Tensor;
template <class T> struct is_tensor_impl : std::false_type {};
template <class I, class L> struct is_tensor_impl<Tensor<I, L>> : std::true_type {};
template <class T> inline constexpr bool is_tensor_v = is_tensor_impl<std::remove_cvref_t<T>>::value;

template <class It, class S, class D> constexpr auto make_tensor(It const &it, Layout<S, D> const &l);

template <class Iterator, class LayoutT> struct Tensor {
  static_assert(is_layout_v<LayoutT> || is_composed_layout_v<LayoutT>,
                "Tensor: the second parameter must be a Layout or a ComposedLayout");
  using iterator = Iterator;
  using layout_type = LayoutT;
  static constexpr int rank = LayoutT::rank;

  Iterator iter_{};
  LayoutT layout_{};
  /// Keeps owned storage alive (make_tensor<T>(layout)); empty for views.
  std::shared_ptr<void> owner_{};

  constexpr Tensor() = default;
  constexpr Tensor(Iterator const &it, LayoutT const &l) : iter_(it), layout_(l) {}

  constexpr Iterator const &data() const { return iter_; }
  constexpr LayoutT const &layout() const { return layout_; }
  constexpr auto const &shape() const { return layout_.shape(); }
  constexpr auto const &stride() const { return layout_.stride(); }
  constexpr auto size() const { return tilec::layout::size(layout_); }

  template <class Crd> constexpr decltype(auto) operator()(Crd const &c) const {
    if constexpr (has_underscore_v<Crd> && is_composed_layout_v<LayoutT>) {
      // A composed (swizzled) layout says itself which part of the offset the iterator takes.
      auto sliced_and_offset = composed_slice_and_offset(c, layout_);
      auto result = make_tensor(iter_add(iter_, get<1>(sliced_and_offset)), get<0>(sliced_and_offset));
      result.owner_ = owner_;
      return result;
    } else if constexpr (has_underscore_v<Crd>) {
      auto sliced = slice(c, layout_);
      auto offset = crd2idx(c, layout_.shape(), layout_.stride());
      auto result = make_tensor(iter_add(iter_, offset), sliced);
      result.owner_ = owner_;
      return result;
    } else {
      auto it = iter_add(iter_, layout_(c));
      if constexpr (std::is_pointer_v<decltype(it)>) {
        return *it;
      } else {
        auto value = *it; // implicit iterators produce values, not references
        return value;
      }
    }
  }
  template <class C0, class C1, class... Cs>
  constexpr decltype(auto) operator()(C0 const &c0, C1 const &c1, Cs const &...cs) const {
    return (*this)(make_tuple(c0, c1, cs...));
  }
  template <class Crd> constexpr decltype(auto) operator[](Crd const &c) const { return (*this)(c); }
};

template <class It, class S, class D> constexpr auto make_tensor(It const &it, Layout<S, D> const &l) {
  return Tensor<It, Layout<S, D>>(it, l);
}
template <class It, class A, class O, class B>
constexpr auto make_tensor(It const &it, ComposedLayout<A, O, B> const &l) {
  return Tensor<It, ComposedLayout<A, O, B>>(it, l);
}
template <class It, class S>
  requires(!is_layout_v<S> && (is_tuple_v<S> || is_integral_v<S>))
constexpr auto make_tensor(It const &it, S const &s) {
  return make_tensor(it, make_layout(s));
}
template <class It, class S, class D>
  requires(!is_layout_v<S>)
constexpr auto make_tensor(It const &it, S const &s, D const &d) {
  return make_tensor(it, make_layout(s, d));
}
/// A tensor owning cosize(layout) value-initialized elements.
template <class T, class S, class D> auto make_tensor(Layout<S, D> const &l) {
  auto storage = std::make_shared<std::vector<T>>(std::size_t(cosize(l)));
  auto t = make_tensor(storage->data(), l);
  t.owner_ = storage;
  return t;
}
template <class T, class S>
  requires(!is_layout_v<S>)
auto make_tensor(S const &s) {
  return make_tensor<T>(make_layout(s));
}
template <class T, class S, class D>
  requires(!is_layout_v<S>)
auto make_tensor(S const &s, D const &d) {
  return make_tensor<T>(make_layout(s, d));
}
template <class It, class L> constexpr auto make_tensor(Tensor<It, L> const &t) { return t; }

// ---- properties ---------------------------------------------------------------------------------
template <class I, class L> constexpr auto const &shape(Tensor<I, L> const &t) { return t.shape(); }
template <class I, class L> constexpr auto const &stride(Tensor<I, L> const &t) { return t.stride(); }
template <int... Is, class I, class L> constexpr auto layout(Tensor<I, L> const &t) { return layout<Is...>(t.layout()); }
template <class I, class L> constexpr auto size(Tensor<I, L> const &t) { return size(t.layout()); }
template <class I, class L> constexpr auto rank(Tensor<I, L> const &t) { return rank(t.layout()); }
template <int N, int... Ns, class I, class L> constexpr auto rank(Tensor<I, L> const &t) {
  return rank<N, Ns...>(t.layout());
}
template <class I, class L> constexpr auto depth(Tensor<I, L> const &t) { return depth(t.layout()); }
template <class I, class L> constexpr auto cosize(Tensor<I, L> const &t) { return cosize(t.layout()); }

/// The same iterator viewed through a new layout (keeping any owned storage alive).
template <class I, class L, class L2> constexpr auto with_layout(Tensor<I, L> const &t, L2 const &l) {
  auto r = make_tensor(t.data(), l);
  r.owner_ = t.owner_;
  return r;
}

#define TILEC_LAYOUT_TENSOR_FORWARD(NAME)                                                          \
  template <class I, class L, class... Args> constexpr auto NAME(Tensor<I, L> const &t, Args const &...args) { \
    return with_layout(t, NAME(t.layout(), args...));                                               \
  }
TILEC_LAYOUT_TENSOR_FORWARD(coalesce)
TILEC_LAYOUT_TENSOR_FORWARD(flatten)
TILEC_LAYOUT_TENSOR_FORWARD(filter_zeros)
TILEC_LAYOUT_TENSOR_FORWARD(composition)
TILEC_LAYOUT_TENSOR_FORWARD(logical_divide)
TILEC_LAYOUT_TENSOR_FORWARD(zipped_divide)
TILEC_LAYOUT_TENSOR_FORWARD(tiled_divide)
TILEC_LAYOUT_TENSOR_FORWARD(flat_divide)
#undef TILEC_LAYOUT_TENSOR_FORWARD
template <int B, int E, class I, class L> constexpr auto group_modes(Tensor<I, L> const &t) {
  return with_layout(t, group<B, E>(t.layout()));
}
template <int B, int E, class S, class D> constexpr auto group_modes(Layout<S, D> const &l) { return group<B, E>(l); }

// ---- tiling and partitioning --------------------------------------------------------------------
/// The tile of `tensor` at tile coordinate `coord` (coord may name fewer modes than tensor).
template <class I, class L, class Tiler, class Crd>
constexpr auto local_tile(Tensor<I, L> const &tensor, Tiler const &tiler, Crd const &coord) {
  constexpr int R0 = rank_of<Tiler>();
  constexpr int R1 = L::rank;
  return zipped_divide(tensor, tiler)(repeat<R0>(_), append<R1>(coord, _));
}
/// local_tile after projecting tiler and coord onto the modes where proj is not `_` (X).
template <class I, class L, class Tiler, class Crd, class Proj>
constexpr auto local_tile(Tensor<I, L> const &tensor, Tiler const &tiler, Crd const &coord, Proj const &proj) {
  return local_tile(tensor, dice(proj, tiler), dice(proj, coord));
}
/// The elements of every tile at in-tile coordinate `coord`.
template <class I, class L, class Tiler, class Crd>
constexpr auto outer_partition(Tensor<I, L> const &tensor, Tiler const &tiler, Crd const &coord) {
  auto tiled = zipped_divide(tensor, tiler);
  constexpr int R0 = rank_of<std::remove_cvref_t<decltype(get<0>(tiled.shape()))>>();
  constexpr int R1 = rank_of<std::remove_cvref_t<decltype(get<1>(tiled.shape()))>>();
  if constexpr (is_tuple_v<Crd>) return tiled(append<R0>(coord, _), repeat<R1>(_));
  else return tiled(coord, repeat<R1>(_));
}
template <class I, class L, class Tiler, class Crd>
constexpr auto inner_partition(Tensor<I, L> const &tensor, Tiler const &tiler, Crd const &coord) {
  return local_tile(tensor, tiler, coord);
}
/// The part of `tensor` owned by thread `index` of the thread layout `threads`.
template <class I, class L, class TS, class TD, class Index>
constexpr auto local_partition(Tensor<I, L> const &tensor, Layout<TS, TD> const &threads, Index const &index) {
  static_assert(is_integral_v<Index>, "local_partition: the thread index must be an integer");
  return outer_partition(tensor, product_each(threads.shape()), threads.get_flat_coord(index));
}
template <class I, class L, class TS, class TD, class Index, class Proj>
constexpr auto local_partition(Tensor<I, L> const &tensor, Layout<TS, TD> const &threads, Index const &index,
                               Proj const &proj) {
  return local_partition(tensor, dice(proj, threads), index);
}
/// Pointers tagged by memory space in CuTe; here plain pointers (printing shows the address).
template <class T> constexpr T *make_gmem_ptr(T *p) { return p; }
template <class T> constexpr T *make_smem_ptr(T *p) { return p; }
using X = Underscore;

// ---- coordinate tensors -------------------------------------------------------------------------
namespace detail {
template <int... Ns, class S> constexpr auto basis_like(S const &s) {
  if constexpr (is_tuple_v<S>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(basis_like<Ns..., int(I)>(get<I>(s))...);
    }(std::make_index_sequence<tuple_size_v<S>>{});
  } else {
    return E<Ns...>{};
  }
}
} // namespace detail
/// Basis elements with the profile of shape: (E<0>, E<1>, ...), nested as E<i,j>.
template <class S> constexpr auto make_basis_like(S const &s) { return detail::basis_like<>(s); }
template <class S> constexpr auto make_identity_layout(S const &s) { return make_layout(s, make_basis_like(s)); }
/// A tensor whose element at coordinate c is c itself.
template <class S> constexpr auto make_identity_tensor(S const &s) {
  auto zeros = repeat_like(s, Int<0>{});
  if constexpr (is_tuple_v<S>)
    return make_tensor(make_inttuple_iter(zeros), make_identity_layout(s));
  else
    return make_tensor(ArithmeticTupleIterator<decltype(zeros)>(zeros), make_identity_layout(s));
}

} // namespace tilec::layout

#endif // TILEC_LAYOUT_TENSOR_HPP
