// One case per verifier or parser rule of the memory operations.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s

cuda_tile.module @m {
  testing$func @f(%a: token) {
    // expected-error @below {{'cuda_tile.join_tokens' op needs at least 2 input tokens, got 1}}
    %t = join_tokens %a : token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.make_token' op result #0 must be token}}
    %t = make_token : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op number of elements must not be negative, got -1}}
    %p = alloca num_elem = -1, alignment = 4 : tile<ptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op alignment must be a positive power of two, got 12}}
    %p = alloca num_elem = 4, alignment = 12 : tile<ptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op alignment must be a positive power of two, got 0}}
    %p = alloca num_elem = 4, alignment = 0 : tile<ptr<i8>>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op alignment 4 is smaller than the size of 'f64' (8 bytes)}}
    %p = alloca num_elem = 4, alignment = 4 : tile<ptr<f64>>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op result must be a rank-0 pointer tile, got '!cuda_tile.tile<4xptr<f32>>'}}
    %p = alloca num_elem = 4, alignment = 4 : tile<4xptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below {{'cuda_tile.alloca' op result #0 must be tile of pointers, but got '!cuda_tile.tile<f32>'}}
    %p = alloca num_elem = 4, alignment = 4 : tile<f32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{expected a memory ordering (weak, relaxed, acquire, release or acq_rel), got 'strong'}}
    %v, %t = load_ptr_tko strong %p : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op memory ordering 'release' is not allowed; expected weak, relaxed or acquire}}
    %v, %t = load_ptr_tko release device %p : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op memory ordering 'acq_rel' is not allowed; expected weak, relaxed or acquire}}
    %v, %t = load_ptr_tko acq_rel device %p : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op memory ordering 'weak' cannot have a memory scope, got 'device'}}
    %v, %t = load_ptr_tko weak device %p : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op memory ordering 'acquire' requires a memory scope (tl_blk, device or sys)}}
    %v, %t = load_ptr_tko acquire %p : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op result type must be '!cuda_tile.tile<8xf32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<8xf16>'}}
    %v, %t = load_ptr_tko weak %p : tile<8xptr<f32>> -> tile<8xf16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op result type must be '!cuda_tile.tile<8xf32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<4xf32>'}}
    %v, %t = load_ptr_tko weak %p : tile<8xptr<f32>> -> tile<4xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op operand #0 must be tile of pointers, but got '!cuda_tile.tile<8xf32>'}}
    %v, %t = load_ptr_tko weak %p : tile<8xf32> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<4xi1>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op mask shape must equal the pointer tile shape: expected '!cuda_tile.tile<8xi1>', got '!cuda_tile.tile<4xi1>'}}
    %v, %t = load_ptr_tko weak %p, %m : tile<8xptr<f32>>, tile<4xi1> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op operand #1 must be tile of i1, but got '!cuda_tile.tile<8xi8>'}}
    %v, %t = load_ptr_tko weak %p, %m : tile<8xptr<f32>>, tile<8xi8> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<8xi1>, %z: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op padding value type must equal the result type '!cuda_tile.tile<8xf32>', got '!cuda_tile.tile<8xf16>'}}
    %v, %t = load_ptr_tko weak %p, %m, %z : tile<8xptr<f32>>, tile<8xi1>, tile<8xf16> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %z: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.load_ptr_tko' op padding value requires a mask}}
    %v:2 = "cuda_tile.load_ptr_tko"(%p, %z) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (!cuda_tile.tile<8xptr<f32>>, !cuda_tile.tile<8xf32>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %m: tile<8xi1>) {
    // expected-error @below {{custom op 'cuda_tile.load_ptr_tko' number of operands and types do not match: got 2 operands and 1 types}}
    %v, %t = load_ptr_tko weak %p, %m : tile<8xptr<f32>> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{Invalid attribute `memory_ordering_semantics` in property conversion: 7 : i32}}
    %v:2 = "cuda_tile.load_ptr_tko"(%p) <{memory_ordering_semantics = 7 : i32, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<8xptr<f32>>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op memory ordering 'acquire' is not allowed; expected weak, relaxed or release}}
    %t = store_ptr_tko acquire device %p, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op memory ordering 'weak' cannot have a memory scope, got 'tl_blk'}}
    %t = store_ptr_tko weak tl_blk %p, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op memory ordering 'release' requires a memory scope (tl_blk, device or sys)}}
    %t = store_ptr_tko release %p, %v : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op value type must be '!cuda_tile.tile<8xf32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<8xi32>'}}
    %t = store_ptr_tko weak %p, %v : tile<8xptr<f32>>, tile<8xi32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>, %m: tile<2x4xi1>) {
    // expected-error @below {{'cuda_tile.store_ptr_tko' op mask shape must equal the pointer tile shape: expected '!cuda_tile.tile<8xi1>', got '!cuda_tile.tile<2x4xi1>'}}
    %t = store_ptr_tko weak %p, %v, %m : tile<8xptr<f32>>, tile<8xf32>, tile<2x4xi1> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op memory ordering 'weak' is not allowed; expected relaxed, acquire, release or acq_rel}}
    %o, %t = atomic_rmw_tko weak %p, add, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op memory ordering 'relaxed' requires a memory scope (tl_blk, device or sys)}}
    %o, %t = atomic_rmw_tko relaxed %p, add, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{expected an atomic mode (and, or, xor, add, addf, max, min, umax, umin or xchg), got 'sub'}}
    %o, %t = atomic_rmw_tko relaxed device %p, sub, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op atomic mode 'addf' requires elements of type f16, bf16, f32 or f64, got 'i32'}}
    %o, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>, %v: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op atomic mode 'add' requires elements of type i32 or i64, got 'f32'}}
    %o, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i16>>, %v: tile<8xi16>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op atomic mode 'max' requires elements of type i32 or i64, got 'i16'}}
    %o, %t = atomic_rmw_tko relaxed device %p, max, %v : tile<8xptr<i16>>, tile<8xi16> -> tile<8xi16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f16>>, %v: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op atomic mode 'xchg' requires elements of type i32, i64, f32 or f64, got 'f16'}}
    %o, %t = atomic_rmw_tko relaxed device %p, xchg, %v : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi64>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op argument type must be '!cuda_tile.tile<8xi32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<8xi64>'}}
    %o, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<i32>>, tile<8xi64> -> tile<8xi64>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op result type must be '!cuda_tile.tile<8xi32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<8xi64>'}}
    %o, %t = atomic_rmw_tko relaxed device %p, add, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi64>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>, %m: tile<4xi1>) {
    // expected-error @below {{'cuda_tile.atomic_rmw_tko' op mask shape must equal the pointer tile shape: expected '!cuda_tile.tile<8xi1>', got '!cuda_tile.tile<4xi1>'}}
    %o, %t = atomic_rmw_tko relaxed device %p, add, %v, %m : tile<8xptr<i32>>, tile<8xi32>, tile<4xi1> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{Invalid attribute `mode` in property conversion: 10 : i32}}
    %o:2 = "cuda_tile.atomic_rmw_tko"(%p, %v) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, mode = 10 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<8xptr<i32>>, !cuda_tile.tile<8xi32>) -> (!cuda_tile.tile<8xi32>, !cuda_tile.token)
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op memory ordering 'weak' is not allowed; expected relaxed, acquire, release or acq_rel}}
    %o, %t = atomic_cas_tko weak %p, %v, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op memory ordering 'acq_rel' requires a memory scope (tl_blk, device or sys)}}
    %o, %t = atomic_cas_tko acq_rel %p, %v, %v : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f16>>, %v: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op requires elements of type i32, i64, f32 or f64, got 'f16'}}
    %o, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %c: tile<8xi32>, %v: tile<8xi64>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op new value type must be '!cuda_tile.tile<8xi32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<8xi64>'}}
    %o:2 = "cuda_tile.atomic_cas_tko"(%p, %c, %v) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<8xptr<i32>>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<8xi64>) -> (!cuda_tile.tile<8xi32>, !cuda_tile.token)
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op compare value type must be '!cuda_tile.tile<8xi32>' (the pointee type in the pointer tile's shape), got '!cuda_tile.tile<4xi32>'}}
    %o, %t = atomic_cas_tko relaxed device %p, %v, %v : tile<8xptr<i32>>, tile<4xi32> -> tile<8xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<i32>>, %v: tile<8xi32>, %m: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.atomic_cas_tko' op operand #3 must be tile of i1, but got '!cuda_tile.tile<8xi32>'}}
    %o, %t = atomic_cas_tko relaxed device %p, %v, %v, %m : tile<8xptr<i32>>, tile<8xi32>, tile<8xi32> -> tile<8xi32>, token
    return
  }
}
