// Tokens, alloca, pointer loads/stores and atomics: custom form and generic form round-trip.

cuda_tile.module @m {
  testing$func @tokens() -> token {
    %a = make_token : token
    %b = cuda_tile.make_token : !cuda_tile.token
    %c = make_token : token
    %j2 = join_tokens %a, %b : token
    %j3 = join_tokens %a, %b, %c : !cuda_tile.token
    return %j3 : token
  }

  entry @allocas() {
    %a = alloca num_elem = 16, alignment = 16 : tile<ptr<f32>>
    %b = alloca num_elem = 256, alignment = 8 global : tile<ptr<i64>>
    %c = alloca num_elem = 0, alignment = 1 : tile<ptr<i1>>
    // Sub-byte elements take no whole byte: any power-of-two alignment.
    %d = alloca num_elem = 32, alignment = 1 : !cuda_tile.tile<!cuda_tile.ptr<f4E2M1FN>>
    return
  }

  testing$func @loads(%p: tile<64xptr<f32>>, %m: tile<64xi1>, %z: tile<64xf32>, %t0: token) {
    %v0, %t1 = load_ptr_tko weak %p : tile<64xptr<f32>> -> tile<64xf32>, token
    %v1, %t2 = load_ptr_tko relaxed device %p, %m, %z token=%t0 : tile<64xptr<f32>>, tile<64xi1>, tile<64xf32> -> tile<64xf32>, token
    %v2, %t3 = load_ptr_tko acquire tl_blk %p, %m token = %t0 : tile<64xptr<f32>>, tile<64xi1> -> tile<64xf32>, token
    %v3, %t4 = load_ptr_tko acquire sys %p optimization_hints = <sm_90 = {latency = 3}> : tile<64xptr<f32>> -> tile<64xf32>, token
    // Empty hints are the default and are not printed.
    %v4, %t5 = load_ptr_tko weak %p token=%t0 optimization_hints = <> : tile<64xptr<f32>> -> tile<64xf32>, token
    return
  }

  entry @scalar_load_store(%p: tile<ptr<i8>>) {
    %v, %t = load_ptr_tko weak %p : tile<ptr<i8>> -> tile<i8>, token
    %t1 = store_ptr_tko weak %p, %v token=%t : tile<ptr<i8>>, tile<i8> -> token
    return
  }

  testing$func @stores(%p: tile<4x8xptr<bf16>>, %v: tile<4x8xbf16>, %m: tile<4x8xi1>, %t0: token) {
    %t1 = store_ptr_tko weak %p, %v, %m : tile<4x8xptr<bf16>>, tile<4x8xbf16>, tile<4x8xi1> -> token
    %t2 = store_ptr_tko relaxed tl_blk %p, %v token=%t0 : tile<4x8xptr<bf16>>, tile<4x8xbf16> -> token
    %t3 = store_ptr_tko release sys %p, %v, %m token=%t0 optimization_hints = <sm_90 = {latency = 5}, sm_100 = {latency = 2}> : tile<4x8xptr<bf16>>, tile<4x8xbf16>, tile<4x8xi1> -> token
    return
  }

  testing$func @rmw(%pi: tile<8xptr<i32>>, %vi: tile<8xi32>, %pl: tile<8xptr<i64>>, %vl: tile<8xi64>,
                    %pf: tile<8xptr<f32>>, %vf: tile<8xf32>, %ph: tile<8xptr<f16>>, %vh: tile<8xf16>,
                    %pd: tile<8xptr<f64>>, %vd: tile<8xf64>, %m: tile<8xi1>, %t0: token) {
    %o0, %t1 = atomic_rmw_tko relaxed tl_blk %pi, and, %vi : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %o1, %t2 = atomic_rmw_tko acquire device %pl, or, %vl, %m : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
    %o2, %t3 = atomic_rmw_tko release sys %pi, xor, %vi token=%t0 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %o3, %t4 = atomic_rmw_tko acq_rel device %pi, add, %vi, %m token=%t0 : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %o4, %t5 = atomic_rmw_tko acq_rel device %pf, addf, %vf : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %o5, %t6 = atomic_rmw_tko relaxed device %ph, addf, %vh : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
    %o6, %t7 = atomic_rmw_tko relaxed device %pl, max, %vl : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %o7, %t8 = atomic_rmw_tko relaxed device %pi, min, %vi : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %o8, %t9 = atomic_rmw_tko relaxed device %pi, umax, %vi : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %o9, %t10 = atomic_rmw_tko relaxed device %pl, umin, %vl : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    %o10, %t11 = atomic_rmw_tko relaxed device %pd, xchg, %vd : tile<8xptr<f64>>, tile<8xf64> -> tile<8xf64>, token
    %o11, %t12 = atomic_rmw_tko relaxed device %pi, xchg, %vi : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }

  testing$func @cas(%pi: tile<8xptr<i32>>, %vi: tile<8xi32>, %pf: tile<2x4xptr<f32>>, %vf: tile<2x4xf32>,
                    %m: tile<2x4xi1>, %t0: token) {
    %o0, %t1 = atomic_cas_tko acquire sys %pi, %vi, %vi token=%t0 : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %o1, %t2 = atomic_cas_tko relaxed tl_blk %pf, %vf, %vf, %m : tile<2x4xptr<f32>>, tile<2x4xf32>, tile<2x4xi1> -> tile<2x4xf32>, token
    %o2, %t3 = atomic_cas_tko acq_rel device %pf, %vf, %vf, %m token=%t0 : tile<2x4xptr<f32>>, tile<2x4xf32>, tile<2x4xi1> -> tile<2x4xf32>, token
    return
  }
}

// Generic spelling: ordering, scope and mode are plain i32 attributes.
cuda_tile.module @generic_form {
  testing$func @generic(%p: tile<4xptr<f32>>, %v: tile<4xf32>) {
    %0:2 = "cuda_tile.load_ptr_tko"(%p) {memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 0, 0, 0>} : (!cuda_tile.tile<4xptr<f32>>) -> (!cuda_tile.tile<4xf32>, !cuda_tile.token)
    %1:2 = "cuda_tile.atomic_rmw_tko"(%p, %v) <{memory_ordering_semantics = 4 : i32, memory_scope = 2 : i32, mode = 4 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<4xptr<f32>>, !cuda_tile.tile<4xf32>) -> (!cuda_tile.tile<4xf32>, !cuda_tile.token)
    return
  }
}
