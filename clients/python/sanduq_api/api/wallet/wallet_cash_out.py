from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_accountfrozen import ErrorACCOUNTFROZEN
from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_idempotencykeyrequired import ErrorIDEMPOTENCYKEYREQUIRED
from ...models.error_idempotencykeyreused import ErrorIDEMPOTENCYKEYREUSED
from ...models.error_insufficientbalance import ErrorINSUFFICIENTBALANCE
from ...models.error_invalidpin import ErrorINVALIDPIN
from ...models.error_kycpending import ErrorKYCPENDING
from ...models.error_kycrejected import ErrorKYCREJECTED
from ...models.error_kycrequired import ErrorKYCREQUIRED
from ...models.error_merchantnotapproved import ErrorMERCHANTNOTAPPROVED
from ...models.error_pinblocked import ErrorPINBLOCKED
from ...models.error_pinnotset import ErrorPINNOTSET
from ...models.error_pinrequired import ErrorPINREQUIRED
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_tokenexpired import ErrorTOKENEXPIRED
from ...models.error_unsupportedcurrency import ErrorUNSUPPORTEDCURRENCY
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.error_walletbusy import ErrorWALLETBUSY
from ...models.wallet_cash_out_body import WalletCashOutBody
from ...models.wallet_cash_out_response_201 import WalletCashOutResponse201
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: WalletCashOutBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/cash-outs",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorACCOUNTFROZEN | ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorKYCREQUIRED | ErrorPINREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | WalletCashOutResponse201 | None:
    if response.status_code == 201:
        response_201 = WalletCashOutResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        def _parse_response_401(data: object) -> ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_0 = ErrorTOKENEXPIRED.from_dict(data)



                return response_401_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_1 = ErrorINVALIDPIN.from_dict(data)



                return response_401_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_2 = ErrorPINBLOCKED.from_dict(data)



                return response_401_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_401_type_3 = ErrorPINNOTSET.from_dict(data)



            return response_401_type_3

        response_401 = _parse_response_401(response.json())

        return response_401

    if response.status_code == 403:
        def _parse_response_403(data: object) -> ErrorACCOUNTFROZEN | ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_0 = ErrorFORBIDDEN.from_dict(data)



                return response_403_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_1 = ErrorMERCHANTNOTAPPROVED.from_dict(data)



                return response_403_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_403_type_2 = ErrorACCOUNTFROZEN.from_dict(data)



            return response_403_type_2

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
        def _parse_response_422(data: object) -> ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorKYCREQUIRED | ErrorPINREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR:
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
                response_422_type_2 = ErrorUNSUPPORTEDCURRENCY.from_dict(data)



                return response_422_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_3 = ErrorKYCREQUIRED.from_dict(data)



                return response_422_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_4 = ErrorKYCPENDING.from_dict(data)



                return response_422_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_5 = ErrorKYCREJECTED.from_dict(data)



                return response_422_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_6 = ErrorINSUFFICIENTBALANCE.from_dict(data)



                return response_422_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_7 = ErrorPINREQUIRED.from_dict(data)



            return response_422_type_7

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorACCOUNTFROZEN | ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorKYCREQUIRED | ErrorPINREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | WalletCashOutResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletCashOutBody,
    idempotency_key: UUID,

) -> Response[ErrorACCOUNTFROZEN | ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorKYCREQUIRED | ErrorPINREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | WalletCashOutResponse201]:
    """ Take money out of the wallet to a bank account, a card or an agent, with the PIN

     Needs identity tier 1 (KYC_REQUIRED; KYC_PENDING while the verification is reviewed; KYC_REJECTED
    after a rejection). The amount leaves the wallet at once and the cash-out is `pending` until the
    platform pays it (`paid`, event cash_out.paid) or cannot (`failed`, the amount returns to the
    wallet, event cash_out.failed). Sandbox merchants: destination sandbox_paid is paid at once,
    sandbox_failed fails at once.

    Args:
        idempotency_key (UUID):
        body (WalletCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorACCOUNTFROZEN | ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorKYCREQUIRED | ErrorPINREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | WalletCashOutResponse201]
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
    body: WalletCashOutBody,
    idempotency_key: UUID,

) -> ErrorACCOUNTFROZEN | ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorKYCREQUIRED | ErrorPINREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | WalletCashOutResponse201 | None:
    """ Take money out of the wallet to a bank account, a card or an agent, with the PIN

     Needs identity tier 1 (KYC_REQUIRED; KYC_PENDING while the verification is reviewed; KYC_REJECTED
    after a rejection). The amount leaves the wallet at once and the cash-out is `pending` until the
    platform pays it (`paid`, event cash_out.paid) or cannot (`failed`, the amount returns to the
    wallet, event cash_out.failed). Sandbox merchants: destination sandbox_paid is paid at once,
    sandbox_failed fails at once.

    Args:
        idempotency_key (UUID):
        body (WalletCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorACCOUNTFROZEN | ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorKYCREQUIRED | ErrorPINREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | WalletCashOutResponse201
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletCashOutBody,
    idempotency_key: UUID,

) -> Response[ErrorACCOUNTFROZEN | ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorKYCREQUIRED | ErrorPINREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | WalletCashOutResponse201]:
    """ Take money out of the wallet to a bank account, a card or an agent, with the PIN

     Needs identity tier 1 (KYC_REQUIRED; KYC_PENDING while the verification is reviewed; KYC_REJECTED
    after a rejection). The amount leaves the wallet at once and the cash-out is `pending` until the
    platform pays it (`paid`, event cash_out.paid) or cannot (`failed`, the amount returns to the
    wallet, event cash_out.failed). Sandbox merchants: destination sandbox_paid is paid at once,
    sandbox_failed fails at once.

    Args:
        idempotency_key (UUID):
        body (WalletCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorACCOUNTFROZEN | ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorKYCREQUIRED | ErrorPINREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | WalletCashOutResponse201]
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
    body: WalletCashOutBody,
    idempotency_key: UUID,

) -> ErrorACCOUNTFROZEN | ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorKYCREQUIRED | ErrorPINREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | WalletCashOutResponse201 | None:
    """ Take money out of the wallet to a bank account, a card or an agent, with the PIN

     Needs identity tier 1 (KYC_REQUIRED; KYC_PENDING while the verification is reviewed; KYC_REJECTED
    after a rejection). The amount leaves the wallet at once and the cash-out is `pending` until the
    platform pays it (`paid`, event cash_out.paid) or cannot (`failed`, the amount returns to the
    wallet, event cash_out.failed). Sandbox merchants: destination sandbox_paid is paid at once,
    sandbox_failed fails at once.

    Args:
        idempotency_key (UUID):
        body (WalletCashOutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorACCOUNTFROZEN | ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorKYCPENDING | ErrorKYCREJECTED | ErrorKYCREQUIRED | ErrorPINREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | WalletCashOutResponse201
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
