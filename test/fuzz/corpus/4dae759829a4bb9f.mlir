// Conversion operations (tile-ir-ops.md §3.5, §2.6): custom form, canonical printing (default
// rounding and overflow<none> omitted), and the generic form read back.

cuda_tile.module @m {
  testing$func @bitcast(%f: tile<8xf32>, %h: tile<8xbf16>, %t: tile<8xtf32>, %q: tile<8xf4E2M1FN>,
                        %b: tile<8xi1>) {
    %0 = bitcast %f : tile<8xf32> -> tile<8xi32>
    %1 = bitcast %h : tile<8xbf16> -> tile<8xf16>
    // Same type is allowed; tf32 (19 bits) and f4E2M1FN (4 bits) only match themselves.
    %2 = bitcast %t : tile<8xtf32> -> tile<8xtf32>
    %3 = bitcast %q : tile<8xf4E2M1FN> -> tile<8xf4E2M1FN>
    %4 = bitcast %b : tile<8xi1> -> tile<8xi1>
    return
  }

  testing$func @integers(%n: tile<8xi4>, %w: tile<8xi32>, %b: tile<8xi1>) {
    %0 = exti %n unsigned : tile<8xi4> -> tile<8xi32>
    %1 = exti %b signed : tile<8xi1> -> tile<8xi4>
    %2 = trunci %w : tile<8xi32> -> tile<8xi8>
    %3 = trunci %w overflow<none> : tile<8xi32> -> tile<8xi4>
    %4 = trunci %w overflow<no_signed_wrap> : tile<8xi32> -> tile<8xi1>
    %5 = trunci %w overflow<no_unsigned_wrap> : tile<8xi32> -> tile<8xi16>
    %6 = trunci %w overflow<no_wrap> : tile<8xi32> -> tile<8xi16>
    return
  }

  testing$func @floats(%x: tile<8xf32>, %e: tile<8xf8E8M0FNU>, %q: tile<2x4xf4E2M1FN>) {
    %0 = ftof %x : tile<8xf32> -> tile<8xf8E5M2>
    %1 = ftof %x rounding<nearest_even> : tile<8xf32> -> tile<8xtf32>
    %2 = ftof %x rounding<positive_inf> : tile<8xf32> -> tile<8xf8E8M0FNU>
    %3 = ftof %x rounding<zero> : tile<8xf32> -> tile<8xf8E8M0FNU>
    %4 = ftof %e : tile<8xf8E8M0FNU> -> tile<8xf32>
    %5 = ftof %q : tile<2x4xf4E2M1FN> -> tile<2x4xf16>
    return
  }

  testing$func @int_float(%i: tile<8xi16>, %b: tile<8xi1>, %x: tile<8xf32>, %t: tile<8xtf32>) {
    %0 = itof %i unsigned : tile<8xi16> -> tile<8xbf16>
    %1 = itof %b signed rounding<nearest_even> : tile<8xi1> -> tile<8xf8E4M3FN>
    %2 = ftoi %x signed : tile<8xf32> -> tile<8xi32>
    %3 = ftoi %t unsigned rounding<nearest_int_to_zero> : tile<8xtf32> -> tile<8xi64>
    return
  }

  testing$func @pointers(%p: tile<4xptr<f32>>, %a: tile<4xi64>, %s: tile<ptr<i8>>) {
    %0 = int_to_ptr %a : tile<4xi64> -> tile<4xptr<f16>>
    %1 = ptr_to_int %p : tile<4xptr<f32>> -> tile<4xi64>
    %2 = ptr_to_ptr %p : tile<4xptr<f32>> -> tile<4xptr<f8E4M3FN>>
    %3 = cuda_tile.ptr_to_ptr %s : !cuda_tile.tile<!cuda_tile.ptr<i8>> -> tile<ptr<i8>>
    return
  }
}

// Modifiers in the generic form.
// GENERIC: "cuda_tile.exti"(%{{.*}}) <{signedness = #cuda_tile.signedness<unsigned>}>
// GENERIC: "cuda_tile.trunci"(%{{.*}}) <{overflow = #cuda_tile.overflow<no_signed_wrap>}>
// GENERIC: "cuda_tile.ftof"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<positive_inf>}>
// GENERIC: "cuda_tile.ftoi"(%{{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>, signedness = #cuda_tile.signedness<signed>}>
