from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_idempotencykeyrequired import ErrorIDEMPOTENCYKEYREQUIRED
from ...models.error_idempotencykeyreused import ErrorIDEMPOTENCYKEYREUSED
from ...models.error_kycpending import ErrorKYCPENDING
from ...models.error_kycrejected import ErrorKYCREJECTED
from ...models.error_merchantnotapproved import ErrorMERCHANTNOTAPPROVED
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_tokenexpired import ErrorTOKENEXPIRED
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.error_walletbusy import ErrorWALLETBUSY
from ...models.wallet_submit_kyc_body import WalletSubmitKycBody
from ...models.wallet_submit_kyc_response_201 import WalletSubmitKycResponse201
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: WalletSubmitKycBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/kyc",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletSubmitKycResponse201 | None:
    if response.status_code == 201:
        response_201 = WalletSubmitKycResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = ErrorTOKENEXPIRED.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        def _parse_response_403(data: object) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_0 = ErrorFORBIDDEN.from_dict(data)



                return response_403_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_403_type_1 = ErrorMERCHANTNOTAPPROVED.from_dict(data)



            return response_403_type_1

        response_403 = _parse_response_403(response.json())

        return response_403

    if response.status_code == 409:
        def _parse_response_409(data: object) -> ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_409_type_0 = ErrorIDEMPOTENCYKEYREUSED.from_dict(data)



                return response_409_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_409_type_1 = ErrorWALLETBUSY.from_dict(data)



            return response_409_type_1

        response_409 = _parse_response_409(response.json())

        return response_409

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ErrorIDEMPOTENCYKEYREQUIRED | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorVALIDATIONERROR:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = ErrorIDEMPOTENCYKEYREQUIRED.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_1 = ErrorVALIDATIONERROR.from_dict(data)



                return response_422_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_2 = ErrorKYCPENDING.from_dict(data)



                return response_422_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_3 = ErrorKYCREJECTED.from_dict(data)



            return response_422_type_3

        response_422 = _parse_response_422(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ErrorRATELIMITEXCEEDED.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorSERVERERROR.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorSERVICEUNAVAILABLE.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletSubmitKycResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletSubmitKycBody,
    idempotency_key: UUID,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletSubmitKycResponse201]:
    """ Ask for a higher identity tier with an identity document

     The submission is `pending` until the platform's operators approve it (the wallet's tier, and with
    it every limit, rises; event kyc.approved) or reject it (with a reason; event kyc.rejected). One at
    a time: a second while one is pending is KYC_PENDING; after 3 rejections the user can no longer
    submit (KYC_REJECTED). The image (JPEG or PNG, at most 2 MB) is kept outside the table and never
    shown again; the document number is shown by its last four characters. Sandbox merchants: document
    number SANDBOX-APPROVE is approved at once, SANDBOX-REJECT rejected at once.

    Args:
        idempotency_key (UUID):
        body (WalletSubmitKycBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletSubmitKycResponse201]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: WalletSubmitKycBody,
    idempotency_key: UUID,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletSubmitKycResponse201 | None:
    """ Ask for a higher identity tier with an identity document

     The submission is `pending` until the platform's operators approve it (the wallet's tier, and with
    it every limit, rises; event kyc.approved) or reject it (with a reason; event kyc.rejected). One at
    a time: a second while one is pending is KYC_PENDING; after 3 rejections the user can no longer
    submit (KYC_REJECTED). The image (JPEG or PNG, at most 2 MB) is kept outside the table and never
    shown again; the document number is shown by its last four characters. Sandbox merchants: document
    number SANDBOX-APPROVE is approved at once, SANDBOX-REJECT rejected at once.

    Args:
        idempotency_key (UUID):
        body (WalletSubmitKycBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletSubmitKycResponse201
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletSubmitKycBody,
    idempotency_key: UUID,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletSubmitKycResponse201]:
    """ Ask for a higher identity tier with an identity document

     The submission is `pending` until the platform's operators approve it (the wallet's tier, and with
    it every limit, rises; event kyc.approved) or reject it (with a reason; event kyc.rejected). One at
    a time: a second while one is pending is KYC_PENDING; after 3 rejections the user can no longer
    submit (KYC_REJECTED). The image (JPEG or PNG, at most 2 MB) is kept outside the table and never
    shown again; the document number is shown by its last four characters. Sandbox merchants: document
    number SANDBOX-APPROVE is approved at once, SANDBOX-REJECT rejected at once.

    Args:
        idempotency_key (UUID):
        body (WalletSubmitKycBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletSubmitKycResponse201]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: WalletSubmitKycBody,
    idempotency_key: UUID,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletSubmitKycResponse201 | None:
    """ Ask for a higher identity tier with an identity document

     The submission is `pending` until the platform's operators approve it (the wallet's tier, and with
    it every limit, rises; event kyc.approved) or reject it (with a reason; event kyc.rejected). One at
    a time: a second while one is pending is KYC_PENDING; after 3 rejections the user can no longer
    submit (KYC_REJECTED). The image (JPEG or PNG, at most 2 MB) is kept outside the table and never
    shown again; the document number is shown by its last four characters. Sandbox merchants: document
    number SANDBOX-APPROVE is approved at once, SANDBOX-REJECT rejected at once.

    Args:
        idempotency_key (UUID):
        body (WalletSubmitKycBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletSubmitKycResponse201
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
