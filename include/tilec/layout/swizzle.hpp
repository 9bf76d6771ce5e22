//===- layout/swizzle.hpp - Swizzle functors and composed layouts ---------===//
//
// Swizzle<B, M, S> xors the B bits at position M+S of an offset into the B bits at position M
// (S < 0 shifts the other way): it permutes offsets inside aligned blocks to avoid shared-memory
// bank conflicts. A ComposedLayout A o O o L evaluates A(O + L(c)); composing a Swizzle with a
// Layout gives `Sw<B,M,S> o _0 o L`, and the tiling operations act on the inner layout L.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_SWIZZLE_HPP
#define TILEC_LAYOUT_SWIZZLE_HPP

#include "tilec/layout/layout_algebra.hpp"

namespace tilec::layout {

template <int BBits, int MBase, int SShift = BBits> struct Swizzle {
  static_assert(BBits >= 0, "Swizzle: BBits must be non-negative");
  static_assert(MBase >= 0, "Swizzle: MBase must be non-negative");
  static_assert((SShift < 0 ? -SShift : SShift) >= BBits, "Swizzle: |SShift| must be at least BBits");
  static constexpr int num_bits = BBits;
  static constexpr int num_base = MBase;
  static constexpr int num_shft = SShift;
  static constexpr int bit_msk = (1 << BBits) - 1;
  static constexpr int yyy_msk = bit_msk << (MBase + (SShift > 0 ? SShift : 0));
  static constexpr int zzz_msk = bit_msk << (MBase - (SShift < 0 ? SShift : 0));

  template <class T> static constexpr T shift_yyy_to_zzz(T y) {
    if constexpr (SShift >= 0) return T(y >> SShift);
    else return T(y << -SShift);
  }
  template <class Offset> static constexpr auto apply(Offset const &offset) {
    if constexpr (is_static_integer_v<Offset>) {
      constexpr auto o = Offset::value;
      return C<(o ^ shift_yyy_to_zzz(decltype(o)(o & yyy_msk)))>{};
    } else {
      return Offset(offset ^ shift_yyy_to_zzz(Offset(offset & Offset(yyy_msk))));
    }
  }
  template <class Offset> constexpr auto operator()(Offset const &offset) const { return apply(offset); }
};
template <class T> struct is_swizzle_impl : std::false_type {};
template <int B, int M, int S> struct is_swizzle_impl<Swizzle<B, M, S>> : std::true_type {};

/// outer(offset + inner(c)).
template <class Outer, class Offset, class Inner> struct ComposedLayout {
  Outer outer_{};
  Offset offset_{};
  Inner inner_{};
  using shape_type = typename Inner::shape_type;
  static constexpr int rank = Inner::rank;

  constexpr ComposedLayout() = default;
  constexpr ComposedLayout(Outer const &a, Offset const &o, Inner const &b) : outer_(a), offset_(o), inner_(b) {}
  constexpr Outer const &layout_a() const { return outer_; }
  constexpr Offset const &offset() const { return offset_; }
  constexpr Inner const &layout_b() const { return inner_; }
  constexpr auto const &shape() const { return inner_.shape(); }

  template <class Crd> constexpr auto operator()(Crd const &c) const {
    if constexpr (has_underscore_v<Crd>) {
      // The offset the slice fixes is dropped (a tensor moves its iterator by it); see
      // swizzle_slice.hpp for the form the rest takes.
      return get<0>(composed_slice_and_offset(c, *this));
    } else {
      return outer_(offset_ + inner_(c));
    }
  }
  template <class C0, class C1, class... Cs>
  constexpr auto operator()(C0 const &c0, C1 const &c1, Cs const &...cs) const {
    return (*this)(make_tuple(c0, c1, cs...));
  }
};
template <class T> struct is_composed_layout_impl : std::false_type {};
template <class A, class O, class B> struct is_composed_layout_impl<ComposedLayout<A, O, B>> : std::true_type {};
template <class T>
inline constexpr bool is_composed_layout_v = is_composed_layout_impl<std::remove_cvref_t<T>>::value;

template <class A, class O, class B> constexpr auto make_composed_layout(A const &a, O const &o, B const &b) {
  return ComposedLayout<A, O, B>(a, o, b);
}
template <int B, int M, int S, class LS, class LD>
constexpr auto composition(Swizzle<B, M, S> const &sw, Layout<LS, LD> const &l) {
  return make_composed_layout(sw, Int<0>{}, l);
}
template <int B, int M, int S, class LS, class LD>
constexpr auto composition(Swizzle<B, M, S> const &sw, Int<0> const &o, Layout<LS, LD> const &l) {
  return make_composed_layout(sw, o, l);
}

template <class A, class O, class B> constexpr auto const &shape(ComposedLayout<A, O, B> const &l) { return l.shape(); }
template <class A, class O, class B> constexpr auto size(ComposedLayout<A, O, B> const &l) { return size(l.layout_b()); }
template <class A, class O, class B> constexpr auto rank(ComposedLayout<A, O, B> const &l) { return rank(l.layout_b()); }
template <class A, class O, class B> constexpr auto depth(ComposedLayout<A, O, B> const &l) { return depth(l.layout_b()); }
template <class A, class O, class B> constexpr auto cosize(ComposedLayout<A, O, B> const &l) {
  return cosize(l.layout_b());
}

// Tiling a composed layout tiles its inner layout.
#define TILEC_LAYOUT_COMPOSED_FORWARD(NAME)                                                        \
  template <class A, class O, class B, class... Args>                                              \
  constexpr auto NAME(ComposedLayout<A, O, B> const &l, Args const &...args) {                     \
    return make_composed_layout(l.layout_a(), l.offset(), NAME(l.layout_b(), args...));            \
  }
TILEC_LAYOUT_COMPOSED_FORWARD(composition)
TILEC_LAYOUT_COMPOSED_FORWARD(logical_divide)
TILEC_LAYOUT_COMPOSED_FORWARD(zipped_divide)
TILEC_LAYOUT_COMPOSED_FORWARD(tiled_divide)
TILEC_LAYOUT_COMPOSED_FORWARD(flat_divide)
TILEC_LAYOUT_COMPOSED_FORWARD(logical_product)
TILEC_LAYOUT_COMPOSED_FORWARD(zipped_product)
TILEC_LAYOUT_COMPOSED_FORWARD(tiled_product)
TILEC_LAYOUT_COMPOSED_FORWARD(blocked_product)
TILEC_LAYOUT_COMPOSED_FORWARD(raked_product)
TILEC_LAYOUT_COMPOSED_FORWARD(tile_to_shape)
TILEC_LAYOUT_COMPOSED_FORWARD(coalesce)
#undef TILEC_LAYOUT_COMPOSED_FORWARD

} // namespace tilec::layout

#include "tilec/layout/swizzle_slice.hpp"

#endif // TILEC_LAYOUT_SWIZZLE_HPP
