// RUN: tilec-opt %s -split-input-file -verify-diagnostics

// Found by the interpreter fuzzer: the parser gave a shape query one result type per `%r:N`
// result before the verifier compared N with the view's rank, so `%s:2147483647` made it build
// 2^31 types and results (24 GB before the host killed it). Such counts are refused at once;
// small mismatches are still the verifier's to report.
cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<?x64xf32, strides=[64,1]>) {
    // expected-error @below {{a shape query has one result per dimension; 2147483647 results are more than any view has}}
    %s:2147483647 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[64,1]> -> tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<?x64xf32, strides=[64,1]>) {
    // expected-error @below {{'cuda_tile.get_tensor_shape' op expected 2 results (one per tensor_view dimension), got 3}}
    %s:3 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[64,1]> -> tile<i32>
    return
  }
}
